export type { Locale, MessageId, MessageVars } from './catalogue';
export { EN } from './en';
export { type CurrencyPosition, formatNumber, formatPrice, type PriceFormat } from './format';
export { getLocale, intlTag } from './locale';
export { plural } from './plural';
export { SPEC_MESSAGES, type SpecMessageId } from './spec-messages';
export { TR, type UiMessageId } from './tr';
export { type TranslateArgs, t } from './translate';
