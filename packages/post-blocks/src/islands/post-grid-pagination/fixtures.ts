import { postGridMarkup } from '../../shared/listing';

/** A grid with the ajax numbered pagination on page `page` of `pages`. */
export const paginationGridMarkup = (page = 1, pages = 6): string =>
  postGridMarkup({ navigation: 'pagination', page, pages, blockId: 'rwcpo02' });
