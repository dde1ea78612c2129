export { adminAjaxNonce } from './admin-ajax-nonce';
export {
  createLatest,
  type Latest,
  type LatestOptions,
  type LatestOutcome,
  type LatestState,
  type NonceRule,
  retryRefusedNonce,
} from './latest';
export { type ListingEndpoint, postListingCall } from './listing-call';
export { type LoadingLook, markLoading } from './loading';
export { type StoredNonce, type StoredNonceSource, storedNonce } from './nonce';
