export { ComingSoonBanner } from './coming-soon-banner';
export * from './definition';
export { comingSoonBannerMarkup } from './fixtures';
export { type ComingSoonBannerProps, comingSoonBannerProps } from './props';
