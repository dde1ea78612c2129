import type tr from './tr';

/** The product filter's own texts in English. */
export default {
  filterSearch: 'Search products',
  filterSearchButton: 'Search',
  filterMinPrice: 'Minimum price',
  filterMaxPrice: 'Maximum price',
  filterPriceChip: '{min} – {max}',
  filterRatingChipOne: '{stars} star',
  filterRatingChipOther: '{stars} stars',
  filterSearchChip: '“{text}”',
  filterRemoveChip: 'Remove filter: {label}',
  filterActiveFilters: 'Active filters',
  filterLoading: 'Loading products…',
  filterResultCountOne: '{count} product found',
  filterResultCountOther: '{count} products found',
  filterNoResult: 'No products match the filters',
  filterOpen: 'Open filters',
  filterClose: 'Close filters',
  filterSortBy: 'Sort by',
  filterShowMore: 'More options loaded',
} satisfies Record<keyof typeof tr, string>;
