export { CONFIG_SCRIPT_ID } from './json-script';
export { getConfig, resetConfig } from './resolve';
