/**
 * What an island's own chunk imports from core: the props schema, the module helpers and the
 * shared models. No React here, so a behaviour's chunk brings none. Loaded with the first
 * island, never by the loader.
 */

export {
  type BehaviourSpec,
  behaviourModule,
  keepChildren,
  keepPrinted,
  type LazyView,
  lazyView,
  type PrintedAttributes,
} from './behaviour/index';
export { LAZY_IMAGE_ERROR_CLASS, markImageFailure, prefersReducedMotion } from './carousel/index';
export { getConfig, type PushConfig, type PushProviderName, readPushConfig } from './config/index';
export {
  type ConfigInput,
  configure,
  type FirsatConfig,
  type OrderAttributionConfig,
} from './configure/index';
export {
  COOKIE,
  COOKIE_DAYS,
  type ColourMode,
  type CookieOptions,
  getCookie,
  getJsonCookie,
  removeCookie,
  setCookie,
  storeNoticeCookie,
} from './cookies/index';
export {
  type CartFragments,
  type ClassicEventArgs,
  type ClassicEventMap,
  type ClassicEventName,
  dispatchClassic,
  onClassic,
} from './events/index';
export {
  allMessages,
  type CurrencyPosition,
  defineMessages,
  formatNumber,
  formatPrice,
  type IslandMessages,
  type Locale,
  type MessageId,
  type PriceFormat,
  t,
} from './i18n/index';
export {
  type BehaviourContext,
  type BehaviourModule,
  IslandError,
  type IslandHostProps,
  type IslandModule,
  islandModule,
  type ViewModule,
} from './island/index';
export {
  type CountdownParts,
  type CountdownStore,
  createCountdown,
  onSecond,
  pad2,
  parseDealDate,
  remainingParts,
} from './models/index';
export { defineProps, type PropDoc, type PropSpec, type PropsSchema, prop } from './props/index';
