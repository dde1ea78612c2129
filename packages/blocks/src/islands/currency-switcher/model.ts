/**
 * The currency switcher's rules, without the page: which codes are currencies, which ones the
 * list offers, and the one-shot note that carries a choice over the reload to be announced.
 */

/** One currency of the printed list (`li[value=<CODE>]`). */
export interface SwitcherCurrency {
  code: string;
  /** printed `.hide-currency`: the visitor's current one, which the list does not offer */
  current: boolean;
}

/** An ISO 4217 code as WooCommerce keeps them: three capital letters. */
export const isCurrencyCode = (value: string): boolean => /^[A-Z]{3}$/.test(value);

/** The codes a visitor can switch to: every currency but the current one, in the printed order. */
export function offered(currencies: readonly SwitcherCurrency[]): string[] {
  return currencies.filter((c) => !c.current).map((c) => c.code);
}

/** Where the choice waits for the next page (sessionStorage): this tab only, read once. */
export const NOTE_KEY = 'firsat_currency_switched';

/**
 * The announcement owed on this page: the code noted before the reload when the page now shows
 * it (the server kept the choice), else nothing (an old or foreign note is dropped unread).
 */
export function owedAnnouncement(note: string | null, selected: string): string | null {
  return note !== null && isCurrencyCode(note) && note === selected ? note : null;
}

/** A choice is sent only for an offered code and while no other is on its way. */
export function canChoose(code: string, currencies: readonly SwitcherCurrency[], busy: boolean): boolean {
  return !busy && offered(currencies).includes(code);
}
