// The page a click on an item leads to: the kit's (shared with the post blocks' pagination).
export { targetPage } from '@firsat/core/kit';
