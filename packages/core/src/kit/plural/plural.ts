/** SPEC §9's plural rule, for both locales: one is singular, otherwise plural. */
export type PluralForm = 'one' | 'other';

/** The form of `count`: `one` for exactly 1, `other` for everything else (0, 2, 1.5, …). */
export const pluralForm = (count: number): PluralForm => (count === 1 ? 'one' : 'other');

/**
 * Picks the text (or message id) for `count`: `plural(n, { one: 'xCountOne', other:
 * 'xCountOther' })`. Every count text has both forms in each locale's catalogue (Turkish keeps
 * the noun singular after a number, so its two forms are usually the same words).
 */
export const plural = <T>(count: number, forms: { one: T; other: T }): T => forms[pluralForm(count)];
