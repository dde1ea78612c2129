import type tr from './tr';

export default {
  postPageShownOne: 'Page {page} of {pages}: showing {count} post',
  postPageShownOther: 'Page {page} of {pages}: showing {count} posts',
  postMoreLoadedOne: '{count} more post loaded ({shown} of {total} pages)',
  postMoreLoadedOther: '{count} more posts loaded ({shown} of {total} pages)',
  postAllLoaded: 'All posts loaded',
  postFilterShownOne: '“{filter}”: showing {count} post',
  postFilterShownOther: '“{filter}”: showing {count} posts',
  postNoResult: '“{filter}”: no posts found',
  postResultsOne: '{count} post found',
  postResultsOther: '{count} posts found',
  postRemoveFilter: 'Remove filter: {filter}',
  postFilterTypeCategory: 'Category',
  postFilterTypeTags: 'Tags',
  postFilterTypeAuthor: 'Author',
  postFilterTypeOrder: 'Order',
  postFilterTypeOrderby: 'Order By',
  postFilterTypeAdvSort: 'Sort',
  postSearchNow: 'Search',
  postPreviousPage: 'Previous page',
  postNextPage: 'Next page',
} satisfies Record<keyof typeof tr, string>;
