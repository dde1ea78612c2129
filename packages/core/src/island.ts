/**
 * What an island's own chunk imports from core: the props schema, the module helper and the
 * shared hooks and models. Loaded with the first island, never by the loader.
 */

export { configure } from './config/overrides';
export { getConfig } from './config/resolve';
export type { ConfigInput, FirsatConfig } from './config/types';
export {
  COOKIE,
  COOKIE_DAYS,
  type ColourMode,
  type CookieOptions,
  getCookie,
  getJsonCookie,
  removeCookie,
  setCookie,
  setJsonCookie,
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
export { useCountdown } from './hooks/use-countdown';
export {
  type CurrencyPosition,
  formatNumber,
  formatPrice,
  getLocale,
  type Locale,
  type MessageId,
  type PriceFormat,
  plural,
  t,
} from './i18n/index';
export { islandModule } from './island/define-island';
export { IslandError } from './island/island-error';
export type { IslandHostProps, IslandModule } from './island/types';
export { type CountdownParts, pad2, parseDealDate, remainingParts } from './models/countdown';
export { type CountdownStore, createCountdown } from './models/countdown-store';
export { onSecond } from './models/second-ticker';
export { defineProps, type PropDoc, type PropsSchema } from './props/define-props';
export { type PropSpec, prop } from './props/prop';
