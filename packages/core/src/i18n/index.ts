export type { Locale, MessageId, MessageVars } from '../messages/index';
export { type CurrencyPosition, formatNumber, formatPrice, type PriceFormat } from './format';
export { intlTag } from './locale';
export { type TranslateArgs, t } from './translate';
