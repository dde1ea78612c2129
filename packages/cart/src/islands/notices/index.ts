export * from './definition';
export { default as noticesBehaviour } from './island';
export { bindNotices } from './notices';
export { type NoticesProps, noticesProps } from './props';
