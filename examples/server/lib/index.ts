/**
 * Layer 0, the leaf: pure helpers (HTML escaping, PHP's json_encode, hashing, passwords, store
 * time) and the site's fixed facts (`site`, `paths`). Imports nothing of the store.
 */
export { hmacHex, md5, randomHex, safeEqual } from './hashing';
export { classNames, escapeHtml, escUrl, html, raw, type SafeHtml } from './html';
export { hashPassword, verifyPassword } from './password';
export { localizeScript, phpJson, RawJson } from './php-json';
export { paths, site } from './site';
export { dealDate, endOfStoreDay, gmtDateTime, restDates, storeUtcOffsetHours } from './store-time';
