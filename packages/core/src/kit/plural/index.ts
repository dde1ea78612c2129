export { type PluralForm, plural, pluralForm } from './plural';
