import { postGridMarkup } from '../../shared/listing';

/** A grid with the load-more button: `pages` pages of 3 posts, `page` of them shown. */
export const loadMoreGridMarkup = (
  page = 1,
  pages = 3,
  unique?: [Record<string, number[]>, number[]],
): string => postGridMarkup({ navigation: 'loadMore', page, pages, blockId: 'rwcpo01', unique });

/** A grid with infinite scroll (`ultp-iscroll-active`, the wrapper's data-*). */
export const infiniteGridMarkup = (page = 1, pages = 3): string =>
  postGridMarkup({ navigation: 'none', infinite: true, page, pages, blockId: 'sonsuz01' });
