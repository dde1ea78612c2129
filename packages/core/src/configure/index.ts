export { configure, getOverrides, onConfigure, resetOverrides } from './overrides';
export type {
  BodySettings,
  ConfigInput,
  FirsatConfig,
  OrderAttributionConfig,
  PostBlocksConfig,
  ProductBlocksConfig,
  ShopConfig,
} from './types';
