/**
 * The variable product's add-to-cart state (SPEC §4 "Add-to-cart button (variable products)",
 * §5, §8): which attributes are chosen, which variation they match, whether the button is
 * enabled, what a blocked click alerts, and the quantity limits of the chosen variation.
 *
 * Framework-free; connect it with `useSyncExternalStore(subscribe, getSnapshot)`. It works with
 * the variations printed in `data-product_variations`, or — when the form prints `"false"` (more
 * than 30 variations) — with a `lookup` that asks the server (`get_variation`) once every
 * attribute is chosen.
 */

import type { MessageId } from '@firsat/core/island';
import { createSnapshotStore } from '@firsat/core/models';
import type { RawQuantityBounds } from '../../shared/quantity';
import type { ChosenAttributes, Variation } from '../../shared/variation';
import { isVariationAvailable } from '../../shared/variation';
import {
  availableOptions,
  findMatchingVariation,
  isSelectionComplete,
  type OptionAvailability,
} from './variation-match';

/**
 * Where the add-to-cart button stands:
 * - `selection-needed`: not every attribute is chosen (or the server is still being asked);
 * - `unavailable`: the matched variation is not purchasable, not in stock or not visible, or the
 *   server lookup failed (`error` says why);
 * - `enabled`: the matched variation can be added;
 * - `no-match`: every attribute is chosen and no variation matches.
 */
export type VariationFormStatus = 'selection-needed' | 'unavailable' | 'enabled' | 'no-match';

/** The message a click on the disabled button alerts (SPEC §5, §8). */
export type VariationAlertId = Extract<
  MessageId,
  'variationSelectOptions' | 'variationUnavailable' | 'variationNoMatch'
>;

/** The alert of each disabled status; `enabled` adds instead of alerting. */
export const VARIATION_ALERTS: Readonly<Record<Exclude<VariationFormStatus, 'enabled'>, VariationAlertId>> = {
  'selection-needed': 'variationSelectOptions',
  unavailable: 'variationUnavailable',
  // WooCommerce marks a no-match form as needing a selection: SPEC §5 has only these two alerts;
  // the no-match text is the form's notice.
  'no-match': 'variationSelectOptions',
};

/** SPEC §9: the form checks its (default) selection 100 ms after the page loads. */
export const VARIATION_INITIAL_CHECK_MS = 100;

/** The quantity field while a variation is chosen (SPEC §5). */
export interface VariationQuantity {
  /** The limits for `QuantityState.setBounds`: the variation's `min_qty` and `max_qty` (`''`: none). */
  bounds: RawQuantityBounds;
  /** The value to force (1 when sold individually); `undefined`: clamp the current value. */
  value: number | undefined;
  /** The quantity field is hidden (sold individually). */
  hidden: boolean;
}

/** The quantity limits a variation sets: its own min and max, or a hidden field fixed at 1. */
export function variationQuantity(variation: Variation): VariationQuantity {
  if (variation.is_sold_individually === 'yes') {
    return { bounds: { min: 1, max: '' }, value: 1, hidden: true };
  }
  return { bounds: { min: variation.min_qty, max: variation.max_qty }, value: undefined, hidden: false };
}

/** Asks the server for the variation of a complete selection; a falsy answer means no match. */
export type VariationLookup = (
  chosen: Readonly<Record<string, string>>,
  signal: AbortSignal,
) => Promise<Variation | null | false | undefined>;

/** How a variation form starts. */
export interface VariationFormOptions {
  /** The attributes, in the order of the form's selects (`data-attribute_name`). */
  attributeNames: readonly string[];
  /** `data-product_variations`, or `false` when the form prints `"false"` (then `lookup` is needed). */
  variations: readonly Variation[] | false;
  /** Server lookup for forms without preloaded variations. */
  lookup?: VariationLookup;
  /** The selects' selected values on page load (the product's default attributes). */
  initial?: ChosenAttributes;
}

/** What a variation form renders; a new object after every change, the same one otherwise. */
export interface VariationFormSnapshot {
  status: VariationFormStatus;
  /** Every attribute's chosen value, `''` when not chosen. */
  chosen: Readonly<Record<string, string>>;
  /** The matched variation (also when it is unavailable); `null` otherwise. */
  variation: Variation | null;
  /** The `variation_id` field's value: the matched variation's id, cleared by every change. */
  variationId: number | null;
  /** Whether the add-to-cart button is disabled (every status but `enabled`). */
  disabled: boolean;
  /** The alert a click on the disabled button shows; `null` when enabled. */
  alert: VariationAlertId | null;
  /** The message shown under the form: no match after a change (not on the page-load check). */
  notice: 'variationNoMatch' | null;
  /** The reset link shows: at least one attribute is chosen. */
  showReset: boolean;
  /** The server is being asked for the variation. */
  pending: boolean;
  /** The quantity limits of the matched variation; `null` leaves the field as it is. */
  quantity: VariationQuantity | null;
  /** The last lookup's failure, for the island to log; cleared by the next change. */
  error: unknown;
}

/** A variation form's state. */
export interface VariationFormState {
  getSnapshot(): VariationFormSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: (snapshot: VariationFormSnapshot) => void): () => void;
  /**
   * Chooses a value (`''` clears it). Clears the variation id and checks again; with preloaded
   * variations, other choices the new one makes unreachable are cleared, as the classic form does.
   */
  choose(attributeName: string, value: string): void;
  /** The reset link: clears every choice. */
  reset(): void;
  /**
   * The page-load check (SPEC §9, 100 ms after load): matches the default selection, asking the
   * server when needed. A failed match here shows no notice.
   */
  check(): void;
  /**
   * The values of an attribute and whether each can be chosen now. Without preloaded variations
   * every given value stays enabled (the server decides once all are chosen).
   */
  options(attributeName: string, values?: readonly string[]): OptionAvailability[];
}

const EMPTY_CHOSEN = (names: readonly string[], initial: ChosenAttributes = {}): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, initial[name] ?? '']));

/**
 * Creates the state of one variation form. With preloaded variations the default selection is
 * matched at once (silently); with a `lookup`, call {@link VariationFormState.check} to ask.
 */
export function createVariationFormState(options: VariationFormOptions): VariationFormState {
  const { attributeNames, variations, lookup } = options;
  if (variations === false && !lookup) {
    throw new Error('A variation form without preloaded variations needs a lookup');
  }
  let chosen = EMPTY_CHOSEN(attributeNames, options.initial);
  let request: AbortController | undefined;
  let token = 0;

  const build = (
    fields: Pick<VariationFormSnapshot, 'variation' | 'pending' | 'error'> & {
      noMatch: boolean;
      silent: boolean;
    },
  ): VariationFormSnapshot => {
    const { variation, pending, error, noMatch, silent } = fields;
    let status: VariationFormStatus = 'selection-needed';
    if (variation) status = isVariationAvailable(variation) ? 'enabled' : 'unavailable';
    // The server could not be asked: nothing can be added until the shopper tries again.
    else if (error !== undefined) status = 'unavailable';
    else if (noMatch) status = 'no-match';
    return {
      status,
      chosen,
      variation,
      variationId: variation ? variation.variation_id : null,
      disabled: status !== 'enabled',
      alert: status === 'enabled' ? null : VARIATION_ALERTS[status],
      notice: status === 'no-match' && !silent ? 'variationNoMatch' : null,
      showReset: attributeNames.some((name) => chosen[name] !== ''),
      pending,
      quantity: variation ? variationQuantity(variation) : null,
      error,
    };
  };

  const emit = (next: VariationFormSnapshot) => {
    store.set(next);
  };

  const cancelLookup = () => {
    token += 1;
    request?.abort();
    request = undefined;
  };

  /** Clears choices that the others make unreachable (or only reach inactive variations). */
  const prune = (keep?: string) => {
    if (variations === false) return;
    let changed = true;
    while (changed) {
      changed = false;
      for (const name of attributeNames) {
        const value = chosen[name];
        if (!value || name === keep) continue;
        const [option] = availableOptions(variations, chosen, name, [value]);
        if (option?.disabled) {
          chosen = { ...chosen, [name]: '' };
          changed = true;
        }
      }
    }
  };

  const evaluate = (silent: boolean, ask: boolean): VariationFormSnapshot => {
    cancelLookup();
    if (!isSelectionComplete(attributeNames, chosen)) {
      return build({ variation: null, pending: false, error: undefined, noMatch: false, silent });
    }
    if (variations !== false) {
      const found = findMatchingVariation(variations, chosen) ?? null;
      return build({ variation: found, pending: false, error: undefined, noMatch: !found, silent });
    }
    if (!ask || !lookup)
      return build({ variation: null, pending: false, error: undefined, noMatch: false, silent });
    const mine = token;
    const controller = new AbortController();
    request = controller;
    const asked = chosen;
    lookup(asked, controller.signal).then(
      (answer) => {
        if (mine !== token) return;
        request = undefined;
        emit(
          build({ variation: answer || null, pending: false, error: undefined, noMatch: !answer, silent }),
        );
      },
      (error: unknown) => {
        if (mine !== token) return;
        request = undefined;
        emit(build({ variation: null, pending: false, error, noMatch: false, silent }));
      },
    );
    return build({ variation: null, pending: true, error: undefined, noMatch: false, silent });
  };

  prune();
  // Declared before first use: evaluate() answers synchronously here and never emits on its own.
  const store = createSnapshotStore(evaluate(true, false), sameSnapshot);

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    choose(attributeName, value) {
      if (!attributeNames.includes(attributeName)) return;
      chosen = { ...chosen, [attributeName]: value };
      prune(attributeName);
      emit(evaluate(false, true));
    },
    reset() {
      chosen = EMPTY_CHOSEN(attributeNames);
      emit(evaluate(false, true));
    },
    check() {
      prune();
      emit(evaluate(true, true));
    },
    options(attributeName, values) {
      if (variations !== false) return availableOptions(variations, chosen, attributeName, values);
      return (values ?? []).map((value) => ({
        value,
        reachable: true,
        active: true,
        disabled: false,
        unavailable: false,
      }));
    },
  };
}

function sameSnapshot(a: VariationFormSnapshot, b: VariationFormSnapshot): boolean {
  return (
    a.status === b.status &&
    a.variation === b.variation &&
    a.pending === b.pending &&
    a.notice === b.notice &&
    a.error === b.error &&
    a.showReset === b.showReset &&
    Object.keys(b.chosen).every((name) => a.chosen[name] === b.chosen[name])
  );
}
