export * from './definition';
export { storeNoticeMarkup } from './fixtures';
export { type StoreNoticeProps, storeNoticeProps } from './props';
export { StoreNotice } from './store-notice';
