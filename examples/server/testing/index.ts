/**
 * Test helpers for tests/: a cookie-keeping client, one store per test file, wc-ajax posts, the
 * checkout form's fields.
 */
export { checkoutFields, checkoutNonce } from './checkout';
export { createTestClient, readGlobal, type TestClient } from './test-client';
export { serveForTests } from './test-server';
export { postWcAjax, setCookies } from './wc-ajax';
