export { bindComingSoonBanner } from './behaviour';
export * from './definition';
export { comingSoonBannerMarkup } from './fixtures';
export { default as comingSoonBannerBehaviour } from './island';
export { type ComingSoonBannerProps, comingSoonBannerProps } from './props';
