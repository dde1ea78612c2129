export { type ScreenSize, SHARE_POPUP_SIZE, sharePopupFeatures, shareTarget } from './share-window';
