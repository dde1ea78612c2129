import type { UiMessageId } from './tr';

/** firsat's own interface texts in English, for pages whose `<html lang>` is English. */
export const EN: Record<UiMessageId, string> = {
  // General
  close: 'Close',
  loading: 'Loading…',
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
  ok: 'OK',
  alertLabel: 'Alert',
  confirmLabel: 'Confirm',
  notifications: 'Notifications',
  previous: 'Previous',
  next: 'Next',
  showMore: 'Show more',
  showLess: 'Show less',
  copied: 'Copied!',
  backToTop: 'Back to top',
  menu: 'Menu',
  moreMenuItems: 'More menu items',

  // Countdown
  countdownLabel: 'Time left in this deal',

  // Cart
  addingToCart: 'Adding to cart…',
  submitting: 'Submitting…',
  addedToCart: '{name} has been added to your cart',
  removedFromCart: '{name} has been removed from your cart',
  removeFromCart: 'Remove {name} from cart',
  cartActionFailed: 'The cart could not be updated. Please try again.',
  cartUpdated: 'Cart updated',
  cartItemCountOne: '{count} item',
  cartItemCountOther: '{count} items',
  quantity: 'Quantity',
  couponApplied: 'Coupon applied',
  passwordShow: 'Show password',
  passwordHide: 'Hide password',

  // Variations
  chooseOption: 'Choose an option',
  clearSelection: 'Clear',
  outOfStock: 'Out of stock',

  // Reviews and rating
  rating: 'Your rating',
  ratingOption1: '1 of 5 stars',
  ratingOption2: '2 of 5 stars',
  ratingOption3: '3 of 5 stars',
  ratingOption4: '4 of 5 stars',
  ratingOption5: '5 of 5 stars',
  clearRating: 'Clear rating',

  // Gallery, modals
  zoomImage: 'Zoom image',
  quickView: 'Quick view',
  sizeChart: 'Size chart',

  // Lists, pagination, filters
  pagination: 'Pages',
  paginationPage: 'Page {n}',
  paginationCurrent: 'Page {n}, current page',
  paginationPrevious: 'Previous page',
  paginationNext: 'Next page',
  paginationFirst: 'First page',
  paginationLast: 'Last page',
  loadMore: 'Load more',
  newItemsLoaded: '{count} new items loaded',
  filters: 'Filters',
  clearFilters: 'Clear filters',
  removeFilter: 'Remove filter {name}',
  priceMin: 'Minimum price',
  priceMax: 'Maximum price',

  // Search
  search: 'Search',
  searchPlaceholder: 'What are you looking for?',
  searchMinChars: 'Type at least {n} characters to search',
  searchResultsOne: '{count} result found',
  searchResultsOther: '{count} results found',
  searchNoResults: 'No results found',
  searchViewAll: 'View all results ({count})',

  // Compare, wishlist, notifications
  addToCompare: 'Add to compare',
  addedToCompare: 'Added to compare',
  removeFromCompare: 'Remove from compare',
  addToWishlist: 'Add to wishlist',
  addedToWishlist: 'Added to wishlist',
  removeFromWishlist: 'Remove from wishlist',
  salesNotification: 'Recent sales',
  storeNoticeDismiss: 'Dismiss notice',

  // Dark mode, currency
  darkMode: 'Dark mode',
  lightMode: 'Light mode',
  currency: 'Currency',
};
