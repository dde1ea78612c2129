export { CONFIG_SCRIPT_ID } from './json-script';
export { configure, onConfigure } from './overrides';
export { getConfig, resetConfig } from './resolve';
export type {
  BodySettings,
  ConfigInput,
  FirsatConfig,
  OrderAttributionConfig,
  PostBlocksConfig,
  ProductBlocksConfig,
  ShopConfig,
} from './types';
