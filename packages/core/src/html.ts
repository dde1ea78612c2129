/**
 * The one way HTML from a server response enters the page, sanitised by the browser's own HTML
 * Sanitizer API or, where it is missing (or the HTML holds embeds), by DOMPurify, which is
 * fetched the first time it is needed.
 */
export {
  applyFragments,
  canSanitizeNow,
  htmlToText,
  type InsertPosition,
  insertHtml,
  preloadSanitizer,
  sanitizeHtml,
  sanitizeHtmlNow,
  warmSanitizer,
} from './html/index';
