export { deferred, fakeFetch, json, type Reply, type SeenRequest, TEST_SETTINGS, text } from './fake-fetch';
