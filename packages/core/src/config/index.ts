export { CONFIG_SCRIPT_ID } from './json-script';
export { PUSH_GLOBAL, PUSH_PROVIDERS, type PushConfig, type PushProviderName, readPushConfig } from './push';
export { getConfig, resetConfig } from './resolve';
