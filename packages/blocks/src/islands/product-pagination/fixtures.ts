import { listingBlockMarkup } from '../../shared/block-requests';

/** A block with the ajax numbered pagination, on `page` of `pages` (3 items a page). */
export const paginationBlockMarkup = (page = 1, pages = 6): string =>
  listingBlockMarkup({ navigation: 'pagination', page, pages, blockId: 'vitrin-sayfalar' });
