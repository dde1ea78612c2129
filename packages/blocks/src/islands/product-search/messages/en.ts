import type tr from './tr';

/** The product search's own texts in English. */
export default {
  searchResults: 'Search results',
  searchFailed: 'The search failed. Please try again.',
  noSearchResult: 'No result found',
  searchResultCountOne: '{count} result found',
  searchResultCountOther: '{count} results found',
} satisfies Record<keyof typeof tr, string>;
