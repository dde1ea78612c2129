export { bindStoreNotice } from './behaviour';
export * from './definition';
export { storeNoticeMarkup } from './fixtures';
export { default as storeNoticeBehaviour } from './island';
export { type StoreNoticeProps, storeNoticeProps } from './props';
