export type { Locale, MessageId, MessageVars } from '../messages/index';
export { type CurrencyPosition, formatNumber, formatPrice, type PriceFormat } from './format';
export { getLocale, intlTag } from './locale';
export { plural } from './plural';
export { type TranslateArgs, t } from './translate';
