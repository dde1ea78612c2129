import type tr from './tr';

export default {
  listingPageShownOne: 'Page {page} of {pages}: showing {count} product',
  listingPageShownOther: 'Page {page} of {pages}: showing {count} products',
  listingMoreLoadedOne: '{count} more product loaded ({shown} of {total} pages)',
  listingMoreLoadedOther: '{count} more products loaded ({shown} of {total} pages)',
  listingTabShownOne: '“{tab}”: showing {count} product',
  listingTabShownOther: '“{tab}”: showing {count} products',
  listingNoResult: '“{tab}”: no products found',
  previousPage: 'Previous page',
  nextPage: 'Next page',
} satisfies Record<keyof typeof tr, string>;
