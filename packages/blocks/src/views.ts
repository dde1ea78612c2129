/**
 * The views and behaviours of @firsat/blocks and their props (the data-* schema and its type),
 * eagerly imported: Storybook and custom hosts. The definitions are the package entry; fixtures
 * are `/testing`.
 */
export {
  type DealCountdownProps,
  dealCountdownBehaviour,
  dealCountdownProps,
} from './islands/deal-countdown';
export {
  type ProductFilterProps,
  productFilterBehaviour,
  productFilterProps,
} from './islands/product-filter';
export {
  type ProductFilterTabsProps,
  productFilterTabsBehaviour,
  productFilterTabsProps,
} from './islands/product-filter-tabs';
export {
  type ProductLoadMoreProps,
  productLoadMoreBehaviour,
  productLoadMoreProps,
} from './islands/product-load-more';
export {
  type ProductPaginationProps,
  productPaginationBehaviour,
  productPaginationProps,
} from './islands/product-pagination';
export {
  type ProductSearchProps,
  productSearchBehaviour,
  productSearchProps,
} from './islands/product-search';
export {
  type ProductSliderProps,
  productSliderBehaviour,
  productSliderProps,
} from './islands/product-slider';
export { type ProductViewsProps, productViewsBehaviour, productViewsProps } from './islands/product-views';
export {
  type SalesNotificationProps,
  salesNotificationBehaviour,
  salesNotificationProps,
} from './islands/sales-notification';
export { type ShareButtonsProps, shareButtonsBehaviour, shareButtonsProps } from './islands/share-buttons';
export { type ShopVideoProps, shopVideoBehaviour, shopVideoProps } from './islands/shop-video';
export { type SizeChartProps, sizeChartBehaviour, sizeChartProps } from './islands/size-chart';
