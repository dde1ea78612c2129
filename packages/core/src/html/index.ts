export { applyFragments } from './apply-fragments';
export { patchHappyDomNodeName } from './happy-dom-patch';
export { htmlToText } from './html-to-text';
export { type InsertPosition, insertHtml } from './insert-html';
export {
  canSanitizeNow,
  preloadSanitizer,
  resetSanitizer,
  sanitizeHtml,
  sanitizeHtmlNow,
  warmSanitizer,
} from './sanitize-html';
