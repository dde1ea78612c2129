/**
 * Name-your-price rules (SPEC §5, §9; product-blocks §10), framework free. A typed amount is
 * checked 1000 ms after typing stops: empty or not a number shows the minimum message; below the
 * minimum it is reset to the minimum with that message; above the maximum it is reset to the
 * maximum with the maximum message. A warning stays about 4 s. Add to cart is possible only while
 * the amount is above 0; a chosen suggested price above 0 enables it.
 */

import { createSnapshotStore, type Subscribable } from '@firsat/core/models';

/** How long after the last keystroke the amount is checked (SPEC §9). */
export const NAME_PRICE_CHECK_DELAY_MS = 1000;
/** How long a warning stays (SPEC §9: about 4 s). */
export const NAME_PRICE_WARNING_MS = 4000;

/** The wrapper's `data-min` / `data-max`; undefined when the product sets none. */
export interface PriceLimits {
  min: number | undefined;
  max: number | undefined;
}

/** A warning: the SPEC message id and the amount it names (formatted by the view). */
export interface PriceWarning {
  id: 'namePriceMin' | 'namePriceMax';
  amount: number;
}

export interface PriceCheck {
  /** The amount the field is reset to, or null to leave what was typed. */
  reset: number | null;
  warning: PriceWarning | null;
}

/** The amount in a price field; NaN when empty or not a number. A decimal comma is accepted. */
export function parsePrice(raw: string): number {
  const text = raw.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  return Number(text);
}

/** The check that runs once typing stops. */
export function checkPrice(raw: string, limits: PriceLimits): PriceCheck {
  const amount = parsePrice(raw);
  const min = limits.min ?? 0;
  if (Number.isNaN(amount)) return { reset: null, warning: { id: 'namePriceMin', amount: min } };
  if (limits.min !== undefined && amount < limits.min)
    return { reset: limits.min, warning: { id: 'namePriceMin', amount: limits.min } };
  if (limits.max !== undefined && amount > limits.max)
    return { reset: limits.max, warning: { id: 'namePriceMax', amount: limits.max } };
  return { reset: null, warning: null };
}

/** Whether add to cart is allowed with this amount: only above 0. */
export function canAddWithPrice(raw: string): boolean {
  return parsePrice(raw) > 0;
}

/** The amount written back into the field: plain digits with a dot, as `input[type=number]` wants. */
export function priceText(amount: number): string {
  return String(amount);
}

export interface NamePriceSnapshot {
  /** What the field holds. */
  value: string;
  /** The suggested price chosen (its radio value), or null once the visitor types. */
  chosen: string | null;
  warning: PriceWarning | null;
  canAdd: boolean;
  /** A check is waiting for typing to stop. */
  pending: boolean;
}

export interface NamePriceState extends Subscribable<NamePriceSnapshot> {
  /** The visitor typed: the button follows at once, the check runs 1000 ms after the last call. */
  type(raw: string): void;
  /** A suggested price was chosen: copied into the field, no check. */
  choose(value: string): void;
  /** Runs a waiting check now (e.g. before the form is sent). */
  flush(): void;
  /** Stops the timers. */
  dispose(): void;
}

/** The field's state over time, with its two timers (check delay, warning lifetime). */
export function createNamePriceState(limits: PriceLimits, initial: string): NamePriceState {
  const store = createSnapshotStore<NamePriceSnapshot>({
    value: initial,
    chosen: null,
    warning: null,
    canAdd: canAddWithPrice(initial),
    pending: false,
  });
  let checkTimer: ReturnType<typeof setTimeout> | undefined;
  let warningTimer: ReturnType<typeof setTimeout> | undefined;
  const patch = (next: Partial<NamePriceSnapshot>) => store.set({ ...store.getSnapshot(), ...next });
  const stopCheck = () => {
    clearTimeout(checkTimer);
    checkTimer = undefined;
  };
  const stopWarning = () => {
    clearTimeout(warningTimer);
    warningTimer = undefined;
  };

  const check = () => {
    stopCheck();
    const { reset, warning } = checkPrice(store.getSnapshot().value, limits);
    const value = reset === null ? store.getSnapshot().value : priceText(reset);
    patch({ value, canAdd: canAddWithPrice(value), pending: false, ...(warning ? { warning } : {}) });
    if (!warning) return;
    stopWarning();
    warningTimer = setTimeout(() => {
      warningTimer = undefined;
      patch({ warning: null });
    }, NAME_PRICE_WARNING_MS);
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    type(raw) {
      stopCheck();
      patch({ value: raw, chosen: null, canAdd: canAddWithPrice(raw), pending: true });
      checkTimer = setTimeout(check, NAME_PRICE_CHECK_DELAY_MS);
    },
    choose(value) {
      stopCheck();
      patch({ value, chosen: value, canAdd: canAddWithPrice(value), pending: false });
    },
    flush() {
      if (checkTimer !== undefined) check();
    },
    dispose() {
      stopCheck();
      stopWarning();
    },
  };
}
