// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the chunk below into the loader.
export * from './definition';
export { salesBodyClasses, salesEntryHtml, salesHostMarkup, salesReply } from './fixtures';
export { default as salesNotificationBehaviour } from './island';
export { type SalesNotificationProps, salesNotificationProps } from './props';
