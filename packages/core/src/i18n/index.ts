export type { Locale, MessageId, MessageVars } from '../messages/index';
export { coreMessages } from './core-messages';
export { type CurrencyPosition, formatNumber, formatPrice, type PriceFormat } from './format';
export {
  allMessages,
  defineMessages,
  type IslandMessages,
  type MessagesSpec,
  type TextArgs,
} from './island-messages';
export { intlTag } from './locale';
export { type TranslateArgs, t } from './translate';
