export { bindOrderAttribution } from './behaviour';
export * from './definition';
export { ATTRIBUTION_GLOBAL, CHECKOUT_INPUTS_MARKUP } from './fixtures';
export { default as orderAttributionBehaviour } from './island';
export { type OrderAttributionProps, orderAttributionProps } from './props';
export { forgetPageView } from './tracker';
