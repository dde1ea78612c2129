/**
 * The checkout form's model (reference/woocommerce/checkout.md §2–§5): the inline field rules
 * checkout.js applies, what a `?wc-ajax=checkout` reply means, and where one order placement
 * stands. Pure: no DOM, no network.
 */
import { createSnapshotStore, type Subscribable } from '@firsat/core/models';
import * as v from 'valibot';

// ── fields ──────────────────────────────────────────────────────────────────────────────────

/** What checkout.js finds wrong with a field: its row gets `woocommerce-invalid-<kind>`. */
export type FieldProblem = 'required' | 'email' | 'phone';

/** The checks a field's `.form-row` asks for through its classes. */
export interface FieldRules {
  required: boolean;
  email: boolean;
  phone: boolean;
}

/** A field's rules from its row's classes (`validate-required`, `validate-email`, `validate-phone`). */
export function fieldRules(rowClasses: Iterable<string>): FieldRules {
  const classes = new Set(rowClasses);
  return {
    required: classes.has('validate-required'),
    email: classes.has('validate-email'),
    phone: classes.has('validate-phone'),
  };
}

/** A field as the rules read it: its value, or for a checkbox whether it is ticked. */
export interface FieldValue {
  value: string;
  checkbox: boolean;
  checked: boolean;
}

/**
 * checkout.js's e-mail pattern (permissive, RFC-style; the domain needs a dot): `jane@localhost`
 * and `not-an-email` fail.
 */
const EMAIL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: checkout.js's own pattern (its quoted local parts allow them)
  /^([a-z\d!#$%&'*+\-/=?^_`{|}~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+(\.[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+)*|"((([ \t]*\r\n)?[ \t]+)?([\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|\\[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]))*(([ \t]*\r\n)?[ \t]+)?")@(([a-z\d\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|[a-z\d\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF][a-z\d\-._~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]*[a-z\d\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])\.)+([a-z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|[a-z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF][a-z\d\-._~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]*[a-z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])\.?$/i;

export const isValidEmail = (value: string): boolean => EMAIL.test(value);

/** WooCommerce's phone rule (client and server): nothing left after digits, spaces and `# _ - + / ( ) .`. */
export const isValidPhone = (value: string): boolean => value.replace(/[\s#0-9_\-+/().]/g, '') === '';

/**
 * What a check of one field found: a problem, `valid`, or `unchecked` (left as it is).
 */
export type FieldCheck = FieldProblem | 'valid' | 'unchecked';

/**
 * checkout.js's `validate_field`: a required field fails when empty (a checkbox when unticked);
 * a non-empty e-mail or phone field fails its pattern; anything else is valid. With
 * `checkRequired: false` an empty required field is `unchecked`: firsat checks required-ness
 * once the field was edited, or when an order is refused, so tabbing past an untouched field
 * marks nothing (the reference's fix).
 */
export function fieldCheck(
  rules: FieldRules,
  field: FieldValue,
  options: { checkRequired: boolean } = { checkRequired: true },
): FieldCheck {
  const value = field.value.trim();
  const empty = field.checkbox ? !field.checked : value === '';
  if (empty && rules.required) return options.checkRequired ? 'required' : 'unchecked';
  if (empty || field.checkbox) return 'valid';
  if (rules.email && !isValidEmail(value)) return 'email';
  if (rules.phone && !isValidPhone(value)) return 'phone';
  return 'valid';
}

/** Every class checkout.js puts on a row and takes off again when the field is edited. */
export const ROW_STATE_CLASSES = [
  'woocommerce-invalid',
  'woocommerce-invalid-required-field',
  'woocommerce-invalid-email',
  'woocommerce-invalid-phone',
  'woocommerce-validated',
] as const;

/**
 * The row's classes after a check: `woocommerce-invalid` plus the kind, or `woocommerce-validated`.
 * `'server'` is a field the server refused for a reason the client rules do not see: only
 * `woocommerce-invalid`.
 */
export function rowClassesFor(problem: FieldProblem | 'server' | null): string[] {
  if (problem === null) return ['woocommerce-validated'];
  if (problem === 'server') return ['woocommerce-invalid'];
  const kind =
    problem === 'required' ? 'woocommerce-invalid-required-field' : `woocommerce-invalid-${problem}`;
  return ['woocommerce-invalid', kind];
}

// ── the reply ───────────────────────────────────────────────────────────────────────────────

const successReply = v.object({
  result: v.literal('success'),
  redirect: v.pipe(v.string(), v.minLength(1)),
});

const failureReply = v.object({
  result: v.literal('failure'),
  messages: v.optional(v.string(), ''),
  refresh: v.optional(v.boolean(), false),
  reload: v.optional(v.boolean(), false),
});

const checkoutReply = v.variant('result', [successReply, failureReply]);

/** A `?wc-ajax=checkout` reply checkout.js can act on. */
export type CheckoutReply = v.InferOutput<typeof checkoutReply>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the body of `?wc-ajax=checkout`. WooCommerce's JSON repair, scoped to this one request:
 * a body that is not JSON (a PHP warning printed before it) is read from its `{"result` on.
 * Anything that is not a success with a redirect or a failure is null.
 */
export function parseCheckoutReply(body: string): CheckoutReply | null {
  let data = parseJson(body);
  if (data === undefined) {
    const start = body.indexOf('{"result');
    const end = body.lastIndexOf('}');
    if (start !== -1 && end > start) data = parseJson(body.slice(start, end + 1));
  }
  const parsed = v.safeParse(checkoutReply, data);
  return parsed.success ? parsed.output : null;
}

/** What the page does with an answer (or with no usable answer). */
export type CheckoutOutcome =
  /** the order is placed: go to the order-received page (the form stays blocked) */
  | { kind: 'redirect'; url: string }
  /** the session says the checkout must reload (the notices wait on the reloaded page) */
  | { kind: 'reload' }
  /** refused: show these notices; `refresh` asks for new totals and a new nonce first */
  | { kind: 'notices'; html: string; refresh: boolean }
  /** refused without notices, an unreadable answer or a server error: WooCommerce's generic error */
  | { kind: 'checkout-error'; refresh: boolean }
  /** no answer at all (offline, timed out): say so; nothing typed is lost */
  | { kind: 'offline' };

/** checkout.js's success / failure handling, as one decision. */
export function checkoutOutcome(reply: CheckoutReply | null): CheckoutOutcome {
  if (reply === null) return { kind: 'checkout-error', refresh: false };
  if (reply.result === 'success') return { kind: 'redirect', url: reply.redirect };
  if (reply.reload) return { kind: 'reload' };
  if (reply.messages.trim() !== '') return { kind: 'notices', html: reply.messages, refresh: reply.refresh };
  return { kind: 'checkout-error', refresh: reply.refresh };
}

// ── placing the order ───────────────────────────────────────────────────────────────────────

/**
 * Where one order placement stands: `idle`; `placing` while the request runs (a second submit
 * is refused); `leaving` once the page goes elsewhere (the form stays blocked); back to `idle`
 * when the answer is shown and the shopper may try again.
 */
export type PlacementStatus = 'idle' | 'placing' | 'leaving';

export interface CheckoutPlacement extends Subscribable<PlacementStatus> {
  /** A submit: true when it may send, false while an order is being placed or the page is leaving. */
  begin(): boolean;
  /** The answer is in: `leaving` for a redirect or reload, otherwise `idle` again. */
  settle(outcome: CheckoutOutcome): void;
  /** The form was unbound mid-request: nothing is waiting any more. */
  reset(): void;
}

export function createCheckoutPlacement(): CheckoutPlacement {
  const store = createSnapshotStore<PlacementStatus>('idle');
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    begin() {
      if (store.getSnapshot() !== 'idle') return false;
      store.set('placing');
      return true;
    },
    settle(outcome) {
      store.set(outcome.kind === 'redirect' || outcome.kind === 'reload' ? 'leaving' : 'idle');
    },
    reset() {
      store.set('idle');
    },
  };
}
