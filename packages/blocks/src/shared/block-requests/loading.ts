/**
 * The plugin's loading state of a block (product-blocks.md §0 "Loading state"): the block
 * wrapper gets `wopb-processing` and an appended `div.wopb-block-overlay` (its `block()`), and
 * `wopb-loading-active`; firsat adds `aria-busy`. The returned function takes it all away, as
 * printed — on success, on failure (SPEC §8: the loading state is removed) and on unmount.
 */
export function showLoading(wrapper: Element | null): () => void {
  if (!wrapper) return () => {};
  const classes = ['wopb-processing', 'wopb-loading-active'].filter(
    (name) => !wrapper.classList.contains(name),
  );
  const busy = wrapper.getAttribute('aria-busy');
  const overlay = wrapper.ownerDocument.createElement('div');
  overlay.className = 'wopb-block-overlay';
  wrapper.classList.add(...classes);
  wrapper.setAttribute('aria-busy', 'true');
  wrapper.append(overlay);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    overlay.remove();
    wrapper.classList.remove(...classes);
    if (wrapper.getAttribute('class') === '') wrapper.removeAttribute('class');
    if (busy === null) wrapper.removeAttribute('aria-busy');
    else wrapper.setAttribute('aria-busy', busy);
  };
}
