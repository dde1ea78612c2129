/** Never made inert: the page's live region (announcements must still be spoken) and what is `inert` already. */
const KEEP = '[data-firsat-live-region],[data-firsat-keep-live]';

/**
 * Makes everything outside `element` inert (not focusable, not clickable, hidden from screen
 * readers): each sibling of `element` and of each of its ancestors up to `<body>`, except the
 * page's live region and elements that were inert already. Returns the undo, which removes
 * exactly the attributes it set; the signal undoes it too.
 */
export function inertOutside(element: HTMLElement, { signal }: { signal?: AbortSignal } = {}): () => void {
  const set: Element[] = [];
  for (let node: Element = element; node.parentElement && node !== node.ownerDocument.body; ) {
    const parent: Element = node.parentElement;
    for (const sibling of parent.children) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.matches(KEEP)) continue;
      if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement) continue;
      sibling.setAttribute('inert', '');
      set.push(sibling);
    }
    node = parent;
  }
  let done = false;
  const undo = () => {
    if (done) return;
    done = true;
    for (const sibling of set) sibling.removeAttribute('inert');
    signal?.removeEventListener('abort', undo);
  };
  signal?.addEventListener('abort', undo, { once: true });
  if (signal?.aborted) undo();
  return undo;
}
