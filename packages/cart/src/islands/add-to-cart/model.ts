/**
 * The add-to-cart button's model: what a simple button sends (`addToCartPayload`) and where the
 * button stands (`createAddToCartState`). Pure: no DOM, no network.
 */
import { createSnapshotStore, type Subscribable } from '@firsat/core/models';

/** A button's `dataset` (a `DOMStringMap`) or the same as a plain object. */
export type ButtonDataset = Readonly<Record<string, string | undefined>>;

/**
 * The fields of `POST /?wc-ajax=add_to_cart` for a simple add-to-cart button: every `data-*`
 * attribute as it stands, keyed as the dataset names it (`data-product_id` → `product_id`,
 * `data-quantity`, `data-product_sku`, `data-success_message`, …). `null` when the button has no
 * (or an empty) `product_id`: the click is then left to the link. An empty or missing quantity is
 * sent as 1.
 */
export function addToCartPayload(dataset: ButtonDataset): Record<string, string> | null {
  if (!dataset.product_id) return null;
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(dataset)) {
    if (value !== undefined) payload[key] = value;
  }
  if (!payload.quantity) payload.quantity = '1';
  return payload;
}

/**
 * Where an add-to-cart button stands (SPEC §4): `idle` as printed; `loading` while any of its
 * requests is in flight (each click queues one more); then, once the last one is in, `added` or
 * `failed` as that last answer went. A request that sent the browser elsewhere (the product page
 * after a refused add) leaves it `idle`.
 */
export type AddToCartStatus = 'idle' | 'loading' | 'added' | 'failed';

export interface AddToCartSnapshot {
  status: AddToCartStatus;
  /** Requests sent and not answered yet. */
  inFlight: number;
}

/** How one request ended, as the cart session answers it. */
export type AddToCartOutcome = 'added' | 'redirected' | 'failed';

export interface AddToCartState extends Subscribable<AddToCartSnapshot> {
  /** A click sent one more request. */
  send(): void;
  /** One request is answered. */
  settle(outcome: AddToCartOutcome): void;
}

const SETTLED: Readonly<Record<AddToCartOutcome, AddToCartStatus>> = {
  added: 'added',
  redirected: 'idle',
  failed: 'failed',
};

export function createAddToCartState(): AddToCartState {
  const store = createSnapshotStore<AddToCartSnapshot>(
    { status: 'idle', inFlight: 0 },
    (a, b) => a.status === b.status && a.inFlight === b.inFlight,
  );
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send() {
      store.set({ status: 'loading', inFlight: store.getSnapshot().inFlight + 1 });
    },
    settle(outcome) {
      const inFlight = Math.max(0, store.getSnapshot().inFlight - 1);
      store.set({ status: inFlight > 0 ? 'loading' : SETTLED[outcome], inFlight });
    },
  };
}

/** The animated add-to-cart addon's settings as core's config reads them from the body classes. */
export interface AnimationSettings {
  name: string;
  show: string;
  interval: string;
}

/**
 * How a button animates (reference §8 "`wopb_anim_*` classes"): the class `wopb-anim-<name>`
 * toggled every `interval` seconds, or kept on (`no`: the animation repeats endlessly); with show
 * `hover`, only while the pointer (or the focus) is on the button. `null` without the settings or
 * with a name that is not a class name.
 */
export interface AnimationPlan {
  className: string;
  hover: boolean;
  /** Milliseconds between toggles; `null`: the class stays on. */
  everyMs: number | null;
}

export function animationPlan(settings: AnimationSettings | null): AnimationPlan | null {
  if (!settings || !/^[\w-]+$/.test(settings.name)) return null;
  const seconds = Number(settings.interval);
  return {
    className: `wopb-anim-${settings.name}`,
    hover: settings.show === 'hover',
    everyMs: settings.interval !== '' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null,
  };
}
