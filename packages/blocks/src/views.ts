// Generated from src/islands/ by scripts/generate-indexes.mjs: do not edit, run `npm run generate`.
/**
 * The behaviours and views of @firsat/blocks and their props (the data-* schema and its type),
 * eagerly imported: Storybook and custom hosts. The definitions are the package entry; fixtures are
 * `/testing`. Per island: its chunk (`island.ts`) as `<camelName>Behaviour`, its `bind…`
 * (`behaviour.ts`) or its component (`view.tsx`), its `…Props` and its texts as
 * `<camelName>Messages`.
 */

export { bindCompare } from './islands/compare/behaviour';
export { default as compareBehaviour } from './islands/compare/island';
export { messages as compareMessages } from './islands/compare/messages';
export { type CompareProps, compareProps } from './islands/compare/props';
export { bindCurrencySwitcher } from './islands/currency-switcher/behaviour';
export { default as currencySwitcherBehaviour } from './islands/currency-switcher/island';
export { messages as currencySwitcherMessages } from './islands/currency-switcher/messages';
export { type CurrencySwitcherProps, currencySwitcherProps } from './islands/currency-switcher/props';
export { bindDealCountdown } from './islands/deal-countdown/behaviour';
export { default as dealCountdownBehaviour } from './islands/deal-countdown/island';
export { messages as dealCountdownMessages } from './islands/deal-countdown/messages';
export { type DealCountdownProps, dealCountdownProps } from './islands/deal-countdown/props';
export { bindHeaderMenu } from './islands/header-menu/behaviour';
export { default as headerMenuBehaviour } from './islands/header-menu/island';
export { type HeaderMenuProps, headerMenuProps } from './islands/header-menu/props';
export { bindHeaderSearch } from './islands/header-search/behaviour';
export { default as headerSearchBehaviour } from './islands/header-search/island';
export { type HeaderSearchProps, headerSearchProps } from './islands/header-search/props';
export { bindProductFilter } from './islands/product-filter/behaviour';
export { default as productFilterBehaviour } from './islands/product-filter/island';
export { messages as productFilterMessages } from './islands/product-filter/messages';
export { type ProductFilterProps, productFilterProps } from './islands/product-filter/props';
export { bindProductFilterTabs } from './islands/product-filter-tabs/behaviour';
export { default as productFilterTabsBehaviour } from './islands/product-filter-tabs/island';
export { type ProductFilterTabsProps, productFilterTabsProps } from './islands/product-filter-tabs/props';
export { bindProductLoadMore } from './islands/product-load-more/behaviour';
export { default as productLoadMoreBehaviour } from './islands/product-load-more/island';
export { type ProductLoadMoreProps, productLoadMoreProps } from './islands/product-load-more/props';
export { bindProductPagination } from './islands/product-pagination/behaviour';
export { default as productPaginationBehaviour } from './islands/product-pagination/island';
export { type ProductPaginationProps, productPaginationProps } from './islands/product-pagination/props';
export { bindProductSearch } from './islands/product-search/behaviour';
export { default as productSearchBehaviour } from './islands/product-search/island';
export { messages as productSearchMessages } from './islands/product-search/messages';
export { type ProductSearchProps, productSearchProps } from './islands/product-search/props';
export { bindProductSlider } from './islands/product-slider/behaviour';
export { default as productSliderBehaviour } from './islands/product-slider/island';
export { messages as productSliderMessages } from './islands/product-slider/messages';
export { type ProductSliderProps, productSliderProps } from './islands/product-slider/props';
export { bindProductViews } from './islands/product-views/behaviour';
export { default as productViewsBehaviour } from './islands/product-views/island';
export { type ProductViewsProps, productViewsProps } from './islands/product-views/props';
export { bindPushBell } from './islands/push-bell/behaviour';
export { default as pushBellBehaviour } from './islands/push-bell/island';
export { messages as pushBellMessages } from './islands/push-bell/messages';
export { type PushBellProps, pushBellProps } from './islands/push-bell/props';
export { bindQuickView } from './islands/quick-view/behaviour';
export { default as quickViewBehaviour } from './islands/quick-view/island';
export { messages as quickViewMessages } from './islands/quick-view/messages';
export { type QuickViewProps, quickViewProps } from './islands/quick-view/props';
export { bindSalesNotification } from './islands/sales-notification/behaviour';
export { default as salesNotificationBehaviour } from './islands/sales-notification/island';
export { messages as salesNotificationMessages } from './islands/sales-notification/messages';
export { type SalesNotificationProps, salesNotificationProps } from './islands/sales-notification/props';
export { bindShareButtons } from './islands/share-buttons/behaviour';
export { default as shareButtonsBehaviour } from './islands/share-buttons/island';
export { messages as shareButtonsMessages } from './islands/share-buttons/messages';
export { type ShareButtonsProps, shareButtonsProps } from './islands/share-buttons/props';
export { bindShopVideo } from './islands/shop-video/behaviour';
export { default as shopVideoBehaviour } from './islands/shop-video/island';
export { messages as shopVideoMessages } from './islands/shop-video/messages';
export { type ShopVideoProps, shopVideoProps } from './islands/shop-video/props';
export { bindSizeChart } from './islands/size-chart/behaviour';
export { default as sizeChartBehaviour } from './islands/size-chart/island';
export { type SizeChartProps, sizeChartProps } from './islands/size-chart/props';
export { bindWishlist } from './islands/wishlist/behaviour';
export { default as wishlistBehaviour } from './islands/wishlist/island';
export { messages as wishlistMessages } from './islands/wishlist/messages';
export { type WishlistProps, wishlistProps } from './islands/wishlist/props';
