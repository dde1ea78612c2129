// Generated from src/islands/ by scripts/generate-indexes.mjs: do not edit, run `npm run generate`.
/**
 * The behaviours and views of @firsat/post-blocks and their props (the data-* schema and its type),
 * eagerly imported: Storybook and custom hosts. The definitions are the package entry; fixtures are
 * `/testing`. Per island: its chunk (`island.ts`) as `<camelName>Behaviour`, its `bind…`
 * (`behaviour.ts`) or its component (`view.tsx`), its `…Props` and its texts as
 * `<camelName>Messages`.
 */

export { bindDarkModeToggle } from './islands/dark-mode-toggle/behaviour';
export { default as darkModeToggleBehaviour } from './islands/dark-mode-toggle/island';
export { messages as darkModeToggleMessages } from './islands/dark-mode-toggle/messages';
export { type DarkModeToggleProps, darkModeToggleProps } from './islands/dark-mode-toggle/props';
export { bindPostSearch } from './islands/post-search/behaviour';
export { default as postSearchBehaviour } from './islands/post-search/island';
export { messages as postSearchMessages } from './islands/post-search/messages';
export { type PostSearchProps, postSearchProps } from './islands/post-search/props';
export { bindPostShareButtons } from './islands/post-share-buttons/behaviour';
export { default as postShareButtonsBehaviour } from './islands/post-share-buttons/island';
export { messages as postShareButtonsMessages } from './islands/post-share-buttons/messages';
export { type PostShareButtonsProps, postShareButtonsProps } from './islands/post-share-buttons/props';
export { bindPostVideo } from './islands/post-video/behaviour';
export { default as postVideoBehaviour } from './islands/post-video/island';
export { messages as postVideoMessages } from './islands/post-video/messages';
export { type PostVideoProps, postVideoProps } from './islands/post-video/props';
export { bindStickyVideo } from './islands/sticky-video/behaviour';
export { default as stickyVideoBehaviour } from './islands/sticky-video/island';
export { messages as stickyVideoMessages } from './islands/sticky-video/messages';
export { type StickyVideoProps, stickyVideoProps } from './islands/sticky-video/props';
