import { listingBlockMarkup } from '../../shared/block-requests';

/** A load-more block: `pages` pages of 3 items, `page` of them shown. */
export const loadMoreBlockMarkup = (page = 1, pages = 3): string =>
  listingBlockMarkup({ navigation: 'loadMore', page, pages, blockId: 'vitrin-daha-fazla' });
