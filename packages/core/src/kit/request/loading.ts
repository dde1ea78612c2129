/** How a plugin shows a block at work: classes on its wrapper and, for some, an overlay. */
export interface LoadingLook {
  /** `wopb-processing wopb-loading-active`, `ultp-loading-active` */
  classes: readonly string[];
  /** the class of a `div` appended to the wrapper (`wopb-block-overlay`), if the plugin adds one */
  overlay?: string;
}

/**
 * A block's loading state: `look`'s classes and overlay on `wrapper`, and `aria-busy`. The
 * returned function takes it all away, as printed (once; later calls do nothing) — on success,
 * on failure (SPEC §8: the loading state is removed) and on unmount.
 */
export function markLoading(wrapper: Element | null, look: LoadingLook): () => void {
  if (!wrapper) return () => {};
  const classes = look.classes.filter((name) => !wrapper.classList.contains(name));
  const busy = wrapper.getAttribute('aria-busy');
  const overlay = look.overlay ? wrapper.ownerDocument.createElement('div') : null;
  if (overlay && look.overlay) overlay.className = look.overlay;
  wrapper.classList.add(...classes);
  wrapper.setAttribute('aria-busy', 'true');
  if (overlay) wrapper.append(overlay);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    overlay?.remove();
    wrapper.classList.remove(...classes);
    if (wrapper.getAttribute('class') === '') wrapper.removeAttribute('class');
    if (busy === null) wrapper.removeAttribute('aria-busy');
    else wrapper.setAttribute('aria-busy', busy);
  };
}
