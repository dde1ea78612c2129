/**
 * The variable product's add-to-cart state (SPEC §4 "Add-to-cart button (variable products)",
 * §5, §8, §9): which attributes are chosen, which variation they match, whether the button is
 * enabled, what a blocked click alerts, the quantity limits of the chosen variation, whether the
 * page-load check has run, which variation the page shows, and which options the server still
 * reaches.
 *
 * Framework-free: the binder renders each snapshot and what changed from the one before
 * (`subscribe`). It works with the variations printed in `data-product_variations`, or — when the
 * form prints `"false"` (more than 30 variations) — with a `lookup` that asks the server
 * (`get_variation`) once every attribute is chosen, and an `optionsLookup` that asks which values
 * a partial choice still reaches. Both are given (client.ts); the model only calls them.
 */

import { createLatest, type Latest } from '@firsat/core/kit';
import { createSnapshotStore } from '@firsat/core/models';
import { clamp, parseBounds, type RawQuantityBounds } from '../../shared/quantity';
import type { ChosenAttributes, Variation, VariationMessageId } from '../../shared/variation';
import { isVariationAvailable } from '../../shared/variation';
import { type RemoteOptions, restrictOptions } from './remote-options';
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
export type VariationAlertId = VariationMessageId;

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

/**
 * The value the quantity field takes when a variation is shown: the forced one (sold
 * individually), else the field's `current` value clamped into the variation's limits.
 */
export function variationQuantityValue(quantity: VariationQuantity, current: string, step: string): number {
  return quantity.value ?? clamp(current, parseBounds({ ...quantity.bounds, step }));
}

/** Asks the server for the variation of a complete selection; a falsy answer means no match. */
export type VariationLookup = (
  chosen: Readonly<Record<string, string>>,
  signal: AbortSignal,
) => Promise<Variation | null | false | undefined>;

/** Asks which values each attribute still reaches; `null` when the server has no such endpoint. */
export type OptionsLookup = (
  chosen: Readonly<Record<string, string>>,
  signal: AbortSignal,
) => Promise<RemoteOptions | null>;

/** How a variation form starts. */
export interface VariationFormOptions {
  /** The attributes, in the order of the form's selects (`data-attribute_name`). */
  attributeNames: readonly string[];
  /** `data-product_variations`, or `false` when the form prints `"false"` (then `lookup` is needed). */
  variations: readonly Variation[] | false;
  /** Server lookup for forms without preloaded variations. */
  lookup?: VariationLookup;
  /** Partial-choice lookup for forms without preloaded variations (firsat_variation_options). */
  optionsLookup?: OptionsLookup;
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
  /** The page-load check has run (SPEC §9); until then the form stays as the server printed it. */
  checked: boolean;
  /** The variation the page shows (details, `.single_variation`, the card): the match, once checked. */
  shown: Variation | null;
  /** The values the partial-choice endpoint says each attribute still reaches; `null`: not known. */
  remoteOptions: RemoteOptions | null;
  /** The partial-choice endpoint's failure, for the island to log; the form is classic from then on. */
  optionsError: unknown;
}

/** What a new snapshot changes on the page, worked out from the snapshot before it. */
export interface VariationFormChange {
  /** The shown variation goes: the product's own details come back, `reset_data` + `hide_variation`. */
  hidden: boolean;
  /** The variation shown from now on (`found_variation` + `show_variation`); `null`: none new. */
  shown: Variation | null;
  /** What the live region says: a new no-match or unavailable status after the page-load check. */
  announce: 'variationNoMatch' | 'variationUnavailable' | null;
  /** Failures (a lookup's, the partial-choice endpoint's) not reported before, to log. */
  failures: readonly unknown[];
}

/** The change from `previous` to `next`. */
export function changeBetween(
  previous: VariationFormSnapshot,
  next: VariationFormSnapshot,
): VariationFormChange {
  const firstCheck = !previous.checked && next.checked;
  let announce: VariationFormChange['announce'] = null;
  if (!firstCheck && next.checked && previous.status !== next.status) {
    if (next.notice) announce = next.notice;
    else if (next.status === 'unavailable') announce = 'variationUnavailable';
  }
  const failures = [];
  if (next.error !== undefined && next.error !== previous.error) failures.push(next.error);
  if (next.optionsError !== undefined && next.optionsError !== previous.optionsError)
    failures.push(next.optionsError);
  return {
    hidden: previous.shown !== null && next.shown !== previous.shown,
    shown: next.shown !== previous.shown ? next.shown : null,
    announce,
    failures,
  };
}

/** A variation form's state. */
export interface VariationFormState {
  getSnapshot(): VariationFormSnapshot;
  /** Calls `listener` after every change, with what it changes; returns the unsubscribe. */
  subscribe(listener: (snapshot: VariationFormSnapshot, change: VariationFormChange) => void): () => void;
  /**
   * Chooses a value (`''` clears it). Clears the variation id and checks again; with preloaded
   * variations, other choices the new one makes unreachable are cleared, as the classic form does.
   */
  choose(attributeName: string, value: string): void;
  /** The reset link: clears every choice. */
  reset(): void;
  /**
   * The page-load check (SPEC §9, 100 ms after load): matches the default selection, asking the
   * server when needed. A failed match here shows no notice. From then on the page shows the
   * match, and every choice asks the partial-choice endpoint again.
   */
  check(): void;
  /**
   * The values of an attribute and whether each can be chosen now. Without preloaded variations
   * every given value stays enabled (the server decides once all are chosen), except those the
   * partial-choice endpoint leaves out.
   */
  options(attributeName: string, values?: readonly string[]): OptionAvailability[];
  /** Aborts what is still being asked. */
  dispose(): void;
}

const EMPTY_CHOSEN = (names: readonly string[], initial: ChosenAttributes = {}): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, initial[name] ?? '']));

/** Where the button stands for a match (or none), a failed lookup, or no variation matching. */
function statusOf(variation: Variation | null, error: unknown, noMatch: boolean): VariationFormStatus {
  if (variation) return isVariationAvailable(variation) ? 'enabled' : 'unavailable';
  // The server could not be asked: nothing can be added until the shopper tries again.
  if (error !== undefined) return 'unavailable';
  return noMatch ? 'no-match' : 'selection-needed';
}

/**
 * Asks the partial-choice endpoint (none: never) which values a choice still reaches, while it
 * answers: a miss (404, -1, an empty body) or a failure makes the form classic from then on.
 */
function remoteAsker(
  optionsLookup: OptionsLookup | undefined,
  latest: Latest<RemoteOptions | null>,
  answered: (options: RemoteOptions | null, error: unknown) => void,
): (chosen: Readonly<Record<string, string>>) => void {
  let supported = Boolean(optionsLookup);
  return (asked) => {
    if (!supported || !optionsLookup) return;
    void latest
      .run((signal) => optionsLookup(asked, signal))
      .then((outcome) => {
        if (outcome.status === 'stale') return;
        const answer = outcome.status === 'data' ? outcome.data : null;
        if (!answer) supported = false;
        answered(answer, outcome.status === 'error' ? outcome.error : undefined);
      });
  };
}

/**
 * `chosen` without the choices the others make unreachable (or that only reach inactive
 * variations), `keep` excepted, as the classic form clears them.
 */
function pruneChoices(
  variations: readonly Variation[],
  attributeNames: readonly string[],
  chosen: Record<string, string>,
  keep?: string,
): Record<string, string> {
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
  return chosen;
}

/** Every given value enabled (the server decides), except those the partial-choice endpoint leaves out. */
const remoteAvailability = (values: readonly string[] = [], allowed: readonly string[] | undefined) =>
  restrictOptions(
    values.map((value) => ({ value, reachable: true, active: true, disabled: false, unavailable: false })),
    allowed,
  );

/**
 * Creates the state of one variation form. With preloaded variations the default selection is
 * matched at once (silently); with a `lookup`, call {@link VariationFormState.check} to ask.
 */
export function createVariationFormState(options: VariationFormOptions): VariationFormState {
  const { attributeNames, variations, lookup, optionsLookup } = options;
  if (variations === false && !lookup) {
    throw new Error('A variation form without preloaded variations needs a lookup');
  }
  let chosen = EMPTY_CHOSEN(attributeNames, options.initial);
  // The kit's request rule, once per question: a newer one aborts the one out, only its answer lands.
  const lookups = createLatest<Awaited<ReturnType<NonNullable<typeof lookup>>>>();
  let checked = false;
  const remoteLookups = createLatest<RemoteOptions | null>();
  let remoteOptions: RemoteOptions | null = null;
  let optionsError: unknown;

  /** The snapshot of the current choice and a match (`pending`: the server is being asked). */
  const build = (
    silent: boolean,
    variation: Variation | null = null,
    pending = false,
    error: unknown = undefined,
    noMatch = false,
  ): VariationFormSnapshot => {
    const status = statusOf(variation, error, noMatch);
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
      checked,
      shown: checked ? variation : null,
      remoteOptions,
      optionsError,
    };
  };

  let change: VariationFormChange = { hidden: false, shown: null, announce: null, failures: [] };
  const emit = (next: VariationFormSnapshot) => {
    const previous = store.getSnapshot();
    if (sameSnapshot(previous, next)) return;
    change = changeBetween(previous, next);
    store.set(next);
  };

  const askRemote = remoteAsker(
    variations === false ? optionsLookup : undefined,
    remoteLookups,
    (answer, error) => {
      remoteOptions = answer;
      optionsError = error;
      emit({ ...store.getSnapshot(), remoteOptions, optionsError });
    },
  );

  const prune = (keep?: string) => {
    if (variations !== false) chosen = pruneChoices(variations, attributeNames, chosen, keep);
  };

  const evaluate = (silent: boolean, ask: boolean): VariationFormSnapshot => {
    lookups.abort();
    if (!isSelectionComplete(attributeNames, chosen)) return build(silent);
    if (variations !== false) {
      const found = findMatchingVariation(variations, chosen) ?? null;
      return build(silent, found, false, undefined, !found);
    }
    if (!ask || !lookup) return build(silent);
    const asked = chosen;
    void lookups
      .run((signal) => lookup(asked, signal))
      .then((outcome) => {
        if (outcome.status === 'stale') return;
        const answer = outcome.status === 'data' ? outcome.data : null;
        const error = outcome.status === 'error' ? outcome.error : undefined;
        emit(build(silent, answer || null, false, error, !error && !answer));
      });
    return build(silent, null, true);
  };

  /** Evaluates the new choice, renders it, and asks the partial-choice endpoint again. */
  const update = (silent: boolean) => {
    emit(evaluate(silent, true));
    askRemote(chosen);
  };

  prune();
  // Declared before first use: evaluate() answers synchronously here and never emits on its own.
  const store = createSnapshotStore(evaluate(true, false), sameSnapshot);

  return {
    getSnapshot: store.getSnapshot,
    subscribe: (listener) => store.subscribe((snapshot) => listener(snapshot, change)),
    choose(attributeName, value) {
      if (!attributeNames.includes(attributeName)) return;
      chosen = { ...chosen, [attributeName]: value };
      prune(attributeName);
      update(false);
    },
    reset() {
      chosen = EMPTY_CHOSEN(attributeNames);
      update(false);
    },
    check() {
      prune();
      checked = true;
      update(true);
    },
    options(attributeName, values) {
      if (variations !== false) return availableOptions(variations, chosen, attributeName, values);
      return remoteAvailability(values, remoteOptions?.[attributeName]);
    },
    dispose() {
      lookups.abort();
      remoteLookups.abort();
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
    a.checked === b.checked &&
    a.shown === b.shown &&
    a.remoteOptions === b.remoteOptions &&
    a.optionsError === b.optionsError &&
    Object.keys(b.chosen).every((name) => a.chosen[name] === b.chosen[name])
  );
}
