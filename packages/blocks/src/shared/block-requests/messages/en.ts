import type tr from './tr';

export default {
  listingPageShown: 'Page {page} of {pages}: showing {count} products',
  listingMoreLoaded: '{count} more products loaded ({shown} of {total} pages)',
  listingTabShown: '“{tab}”: showing {count} products',
  listingNoResult: '“{tab}”: no products found',
  previousPage: 'Previous page',
  nextPage: 'Next page',
} satisfies Record<keyof typeof tr, string>;
