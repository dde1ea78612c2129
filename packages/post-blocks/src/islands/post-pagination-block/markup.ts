/**
 * The controls a grid printed for a separate pagination block: each `.pagination-block-html > div`
 * of the grid parent's post grids (the plugin's `grid.find('.pagination-block-html > div')`).
 */
export function detachedControls(block: Element): HTMLElement[] {
  const parent = block.closest('.ultp-post-grid-parent');
  if (!parent) return [];
  return [...parent.querySelectorAll<HTMLElement>('.ultp-post-grid-block .pagination-block-html > div')];
}
