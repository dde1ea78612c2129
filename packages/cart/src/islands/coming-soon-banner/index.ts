export { bindComingSoonBanner } from './coming-soon-banner';
export * from './definition';
export { comingSoonBannerMarkup } from './fixtures';
export { default as comingSoonBannerBehaviour } from './island';
export { type ComingSoonBannerProps, comingSoonBannerProps } from './props';
