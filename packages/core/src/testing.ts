/** Helpers for tests of islands and hosts: a fresh page state between tests. */

export { startBehaviour } from './behaviour/index';
export { resetConfig } from './config/index';
export { resetOverrides } from './configure/index';
export {
  deferred,
  fakeFetch,
  json,
  type Reply,
  type SeenRequest,
  TEST_SETTINGS,
  text,
} from './fakes/index';
export { patchHappyDomNodeName } from './html/index';
export { clearRegistry } from './island/index';
export { preloadUiMessages } from './messages/index';
export { resetStores } from './stores/index';
