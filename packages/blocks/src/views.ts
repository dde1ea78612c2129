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
export { ProductSearch, type ProductSearchProps, productSearchProps } from './islands/product-search';
export { type ProductViewsProps, productViewsBehaviour, productViewsProps } from './islands/product-views';
export { type ShareButtonsProps, shareButtonsBehaviour, shareButtonsProps } from './islands/share-buttons';
export { type ShopVideoProps, shopVideoBehaviour, shopVideoProps } from './islands/shop-video';
export { SizeChart, type SizeChartProps, sizeChartProps } from './islands/size-chart';
