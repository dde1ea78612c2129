export * from './definition';
export { Notices } from './notices';
export { type NoticesProps, noticesProps } from './props';
