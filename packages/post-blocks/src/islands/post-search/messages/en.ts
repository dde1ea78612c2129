import type tr from './tr';

/** The advanced search's own texts in English. */
export default {
  searchResults: 'Search results',
  searchFailed: 'The search failed. Please try again.',
  noSearchResult: 'No Results Found',
  searchResultCountOne: '{count} result found',
  searchResultCountOther: '{count} results found',
  clearSearch: 'Clear the search',
  openSearch: 'Search',
  viewMoreResults: 'View More Results',
} satisfies Record<keyof typeof tr, string>;
