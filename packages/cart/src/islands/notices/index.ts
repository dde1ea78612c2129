export { bindNotices } from './behaviour';
export * from './definition';
export { default as noticesBehaviour } from './island';
export { type NoticesProps, noticesProps } from './props';
