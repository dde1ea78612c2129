/** Helpers for tests of islands and hosts: a fresh page state between tests. */
export { resetOverrides } from './config/overrides';
export { resetConfig } from './config/resolve';
export { patchHappyDomNodeName } from './html/happy-dom-patch';
export {
  deferred,
  fakeFetch,
  json,
  type Reply,
  type SeenRequest,
  TEST_SETTINGS,
  text,
} from './http/fake-fetch';
export { clearRegistry } from './island/registry';
export { resetStores } from './stores/reset';
