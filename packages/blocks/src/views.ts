/** The views and props schemas of @firsat/blocks, eagerly imported (Storybook, tests, custom hosts). */
export { DealCountdown } from './deal-countdown/deal-countdown';
export { type DealCountdownProps, dealCountdownProps, readCells } from './deal-countdown/props';
export * from './groups/product-blocks-extras-views';
