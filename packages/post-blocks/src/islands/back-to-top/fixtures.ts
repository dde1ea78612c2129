/** The back-to-top link as the table of contents block prints it (`topTop`), inside its block, for tests and stories. */
export function backToTopMarkup(o: { label?: string } = {}): string {
  const icon =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z"/></svg>';
  const label = o.label ? ` aria-label="${o.label}"` : '';
  return `<div class="wp-block-ultimate-post-table-of-content ultp-block-yukari "><div class="ultp-block-wrapper"><a href="#" class="ultp-toc-backtotop tocshow"${label}>${icon}</a></div></div>`;
}
