// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).
export { ProductViews } from '../product-views/product-views';
export { type ProductViewsProps, productViewsProps } from '../product-views/props';
export {
  claimViewPing,
  postIdFromClasses,
  resetViewPings,
  VIEW_PING_DELAY_MS,
} from '../product-views/view-ping';
export { type ShareButtonsProps, shareButtonsProps } from '../share-buttons/props';
export { ShareButtons } from '../share-buttons/share-buttons';
export { resetShareCounts } from '../share-buttons/share-counts';
export { SHARE_POPUP_SIZE, sharePopupFeatures } from '../share-buttons/share-popup';
export { videoMarkup } from '../shop-video/fixtures';
export { type ShopVideoProps, shopVideoProps } from '../shop-video/props';
export { ShopVideo } from '../shop-video/shop-video';
export { sizeChartMarkup } from '../size-chart/fixtures';
export { type SizeChartProps, sizeChartProps } from '../size-chart/props';
export { SizeChart } from '../size-chart/size-chart';
