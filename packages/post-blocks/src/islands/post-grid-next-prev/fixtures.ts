import { postGridMarkup } from '../../shared/listing';

/** A grid with next/previous on page `page` of `pages`. */
export const nextPrevGridMarkup = (page = 1, pages = 3): string =>
  postGridMarkup({ navigation: 'navigation', page, pages, blockId: 'onceki01' });
