export { applyFragments } from './apply-fragments';
export { htmlToText } from './html-to-text';
export { type InsertPosition, insertHtml } from './insert-html';
export { sanitizeHtml } from './sanitize-html';
