import { sanitizeInPlace } from './purify';

/**
 * Parses server HTML into a sanitised DocumentFragment of this document. Parsing happens in a
 * `<template>`, whose content is inert (no image loads, no handlers, no scripts) and which accepts
 * any fragment, table rows and options included; DOMPurify cleans it there, and only then does it
 * enter this document. An empty fragment comes back when sanitising is unavailable.
 */
export function sanitizeHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content.ownerDocument.createElement('div');
  root.append(template.content);
  const fragment = document.createDocumentFragment();
  if (sanitizeInPlace(root)) fragment.append(...Array.from(root.childNodes));
  return fragment;
}
