export { adminAjaxNonce } from './admin-ajax-nonce';
export {
  createLatest,
  type Latest,
  type LatestOptions,
  type LatestOutcome,
  type LatestState,
} from './latest';
export {
  type NonceRule,
  retryRefusedNonce,
  type StoredNonce,
  type StoredNonceSource,
  storedNonce,
} from './nonce';
