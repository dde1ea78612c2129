// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).
export { OrderAttribution } from '../order-attribution/order-attribution';
export { orderAttributionProps } from '../order-attribution/props';
