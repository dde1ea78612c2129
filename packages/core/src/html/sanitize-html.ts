/**
 * Parses server HTML into a sanitised DocumentFragment of this document, with a sanitiser that
 * costs nothing until a page first applies server HTML:
 *
 * - the browser's own HTML Sanitizer API (`Element.setHTML`), where it exists: no download, and
 *   synchronous. Its safe mode always drops `<iframe>` and SVG `<use>`, which shop markup needs
 *   (video embeds, sprite icons), so HTML holding either goes to DOMPurify instead;
 * - DOMPurify (its own chunk, `./purify`, with firsat's shop allow-list) everywhere else, loaded
 *   the first time it is needed (or earlier, by `preloadSanitizer()`).
 *
 * Both parse in a `<template>`, whose content is inert (no image loads, no handlers, no scripts)
 * and which accepts any fragment, table rows and options included. An empty fragment comes back
 * when sanitising is unavailable.
 */
type NativeSanitizing = { setHTML(html: string, options: { sanitizer: { removeElements: string[] } }): void };
type Purify = typeof import('./purify');

/** Markup the native sanitizer would drop although shop HTML needs it. */
const NEEDS_PURIFIER = /<(iframe|use)[\s>/]/i;

let native: boolean | undefined;
let purifierLoad: Promise<Purify> | undefined;
let purifier: Purify | undefined;

/**
 * The native sanitizer, when the browser has it and it behaves: handlers and scripts gone,
 * classes, `data-*` and form controls kept (checked once).
 */
function nativeWorks(): boolean {
  if (native !== undefined) return native;
  native = false;
  const probe = document.createElement('template') as HTMLTemplateElement & Partial<NativeSanitizing>;
  if (typeof probe.setHTML !== 'function') return native;
  try {
    probe.setHTML('<b class="k" data-k="1" onclick="x()">ok</b><input name="q"><script>x()</script>', {
      sanitizer: { removeElements: [] },
    });
    native = probe.innerHTML === '<b class="k" data-k="1">ok</b><input name="q">';
  } catch {
    native = false;
  }
  return native;
}

function viaNative(html: string): DocumentFragment {
  const template = document.createElement('template') as HTMLTemplateElement & NativeSanitizing;
  template.setHTML(html, { sanitizer: { removeElements: [] } });
  return document.importNode(template.content, true);
}

function viaPurifier({ sanitizeInPlace }: Purify, html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content.ownerDocument.createElement('div');
  root.append(template.content);
  const fragment = document.createDocumentFragment();
  if (sanitizeInPlace(root)) fragment.append(...Array.from(root.childNodes));
  return fragment;
}

/** Fetches DOMPurify now (once), for a page about to apply server HTML the native sanitizer cannot take. */
export function preloadSanitizer(): Promise<void> {
  purifierLoad ??= import('./purify').then((loaded) => {
    purifier = loaded;
    return loaded;
  });
  return purifierLoad.then(() => undefined);
}

/**
 * For a page about to apply ordinary server HTML (a variation's price, a fragment): fetches
 * DOMPurify ahead only where the browser has no working native sanitizer. Where it has one,
 * nothing downloads; HTML holding an embed or a sprite still loads DOMPurify when it is applied.
 */
export function warmSanitizer(): Promise<void> {
  return nativeWorks() ? Promise.resolve() : preloadSanitizer();
}

/** Whether `html` can be sanitised synchronously now. */
export function canSanitizeNow(html: string): boolean {
  return purifier !== undefined || (!NEEDS_PURIFIER.test(html) && nativeWorks());
}

/** Sanitises `html` synchronously when a sanitiser for it is ready, else returns null. */
export function sanitizeHtmlNow(html: string): DocumentFragment | null {
  if (!NEEDS_PURIFIER.test(html) && nativeWorks()) return viaNative(html);
  return purifier ? viaPurifier(purifier, html) : null;
}

/** Sanitises `html` (see above); resolves at once when a sanitiser is ready, else once it has loaded. */
export async function sanitizeHtml(html: string): Promise<DocumentFragment> {
  const now = sanitizeHtmlNow(html);
  if (now) return now;
  await preloadSanitizer();
  return sanitizeHtmlNow(html) ?? document.createDocumentFragment();
}

/** Tests only: forget which sanitiser this DOM has. */
export function resetSanitizer(): void {
  native = undefined;
}
