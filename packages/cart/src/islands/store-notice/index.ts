export * from './definition';
export { storeNoticeMarkup } from './fixtures';
export { default as storeNoticeBehaviour } from './island';
export { type StoreNoticeProps, storeNoticeProps } from './props';
export { bindStoreNotice } from './store-notice';
