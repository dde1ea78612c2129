import { paginationMarkup, postGridMarkup } from '../../shared/listing';

/**
 * A grid parent as the plugin prints it with a separate pagination block: the grid's numbered
 * pagination (with `data-for`) hidden in its `.pagination-block-html`, and the block printed empty.
 */
export function paginationBlockMarkup(blockId = 'rwcpo03', pages = 6): string {
  const control = paginationMarkup(blockId, 1, pages).replace(
    '<div ',
    `<div data-for="ultp-block-${blockId}" `,
  );
  const grid = postGridMarkup({ navigation: 'none', pages, blockId }).replace(
    '<div class="pagination-block-html" aria-hidden="true" style="display: none;"></div>',
    `<div class="pagination-block-html" aria-hidden="true" style="display: none;">${control}</div>`,
  );
  return `<div class="wp-block-ultimate-post-post-grid-parent ultp-post-grid-parent" data-postid="70" data-pagi='["ultp-block-sayfalar"]'>${grid}<div class="wp-block-ultimate-post-post-pagination ultp-pagination-block ultp-block-sayfalar"></div></div>`;
}
