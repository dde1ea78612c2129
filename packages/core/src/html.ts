/**
 * The one way HTML from a server response enters the page, sanitised by DOMPurify. Its own entry
 * so that only islands which insert server HTML carry DOMPurify.
 */
export { applyFragments, htmlToText, type InsertPosition, insertHtml, sanitizeHtml } from './html/index';
