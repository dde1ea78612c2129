import type { RequestContext } from '../../context';
import { type FormFields, fieldGroup, fieldText } from '../../http';
import { paths, type SafeHtml } from '../../lib';
import { pageIds } from '../../migrations';
import { addNotice, type CheckoutFormState, noticeFieldLabel, wcTexts } from '../../render';
import {
  choosePostedShipping,
  type FieldProblem,
  fieldProblems,
  findGateway,
  getCart,
  type Order,
  placeOrder,
  type StockProblem,
  stockProblems,
} from '../../shop';

/** What one checkout POST ended in, for the ajax reply and for the no-JavaScript page. */
export type CheckoutResult =
  | { ok: true; order: Order; redirect: string }
  | {
      ok: false;
      /** the nonce was refused: the page must fetch new totals and a new nonce (`refresh`) */
      refresh: boolean;
      /** the form as posted, with the refused fields marked, for a page that prints it again */
      state: CheckoutFormState;
    };

/** The checkout page's body classes (the order-received endpoint adds `woocommerce-order-received`). */
export const CHECKOUT_BODY_CLASS: readonly string[] = [
  'wp-singular',
  'page-template-default',
  'page',
  `page-id-${pageIds.checkout}`,
  'woocommerce-checkout',
  'woocommerce-page',
];

/** The order-received address: `/odeme/siparis-alindi/<id>/?key=<order key>`. */
export function orderReceivedUrl(ctx: RequestContext, order: Order): string {
  return ctx.url(`${paths.checkout}siparis-alindi/${order.id}/?key=${order.key}`);
}

/** Every posted text field, by name (files and bracketed groups left out). */
function postedTexts(body: FormFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of Object.keys(body)) {
    const value = fieldText(body, name);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

function stockNotice(problem: StockProblem): SafeHtml {
  return problem.kind === 'out-of-stock'
    ? wcTexts.outOfStock(problem.name)
    : wcTexts.notEnoughStock(problem.name, problem.available);
}

function fieldNotice(problem: FieldProblem): SafeHtml {
  const label = noticeFieldLabel(problem.group, problem.key);
  if (problem.problem === 'email') return wcTexts.fieldInvalidEmail(label);
  if (problem.problem === 'phone') return wcTexts.fieldInvalidPhone(label);
  return wcTexts.fieldRequired(label);
}

/**
 * WC_Checkout::process_checkout() for the demo, shared by `?wc-ajax=checkout` and the page's own
 * POST: the nonce `woocommerce-process-checkout-nonce` (or `_wpnonce`, action
 * `woocommerce-process_checkout`), a cart that is not empty, the posted shipping choice stored,
 * then validation in WooCommerce's order: stock first (queued while the rest runs), then the
 * billing fields (and the shipping fields when shipping elsewhere) in priority order, the terms
 * box when it was printed (`terms-field`), and the payment method. Each refusal is an error
 * notice in the session, with the field id as its data-id; with none, the order is placed.
 */
export function processCheckout(ctx: RequestContext, body: FormFields): CheckoutResult {
  const now = ctx.store.nowSeconds();
  const values = postedTexts(body);
  const shipToDifferentAddress = values.ship_to_different_address === '1';
  const state: CheckoutFormState = {
    values,
    invalid: {},
    shipToDifferentAddress,
    termsChecked: values.terms !== undefined,
    paymentMethod: values.payment_method ?? '',
  };
  const fail = (refresh = false): CheckoutResult => ({ ok: false, refresh, state });
  const sessionExpired = () => addNotice(ctx, 'error', wcTexts.sessionExpired(ctx.url('/magaza/')));
  const cartIsEmpty = () => getCart(ctx.db, ctx.session.id, now).lines.length === 0;

  const nonce = values['woocommerce-process-checkout-nonce'] ?? values._wpnonce;
  if (ctx.verifyNonce('woocommerce-process_checkout', nonce) === 0) {
    if (cartIsEmpty()) {
      sessionExpired();
      return fail();
    }
    addNotice(ctx, 'error', wcTexts.unableToProcess);
    return fail(true);
  }
  if (cartIsEmpty()) {
    sessionExpired();
    return fail();
  }
  choosePostedShipping(ctx.db, ctx.session.id, fieldGroup(body, 'shipping_method'));

  let refused = false;
  for (const problem of stockProblems(getCart(ctx.db, ctx.session.id, now))) {
    addNotice(ctx, 'error', stockNotice(problem));
    refused = true;
  }
  const problems = [
    ...fieldProblems('billing', values),
    ...(shipToDifferentAddress ? fieldProblems('shipping', values) : []),
  ];
  for (const problem of problems) {
    addNotice(ctx, 'error', fieldNotice(problem), problem.id);
    state.invalid[problem.id] = problem.problem;
    refused = true;
  }
  if (values['terms-field'] !== undefined && values.terms === undefined) {
    addNotice(ctx, 'error', wcTexts.termsRequired, 'terms');
    refused = true;
  }
  const gateway = findGateway(values.payment_method);
  if (!gateway) {
    addNotice(ctx, 'error', wcTexts.invalidPaymentMethod);
    refused = true;
  }
  if (refused || !gateway) return fail();

  const attribution: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name.startsWith('wc_order_attribution_'))
      attribution[name.slice('wc_order_attribution_'.length)] = value;
  }
  const placed = placeOrder(ctx.db, {
    sessionId: ctx.session.id,
    userId: ctx.user?.id ?? null,
    values,
    shipToDifferentAddress,
    gateway,
    customerNote: values.order_comments ?? '',
    attribution,
    nowSeconds: now,
  });
  if (placed.ok) return { ok: true, order: placed.order, redirect: orderReceivedUrl(ctx, placed.order) };
  if (placed.reason === 'empty-cart') sessionExpired();
  else for (const problem of placed.problems) addNotice(ctx, 'error', stockNotice(problem));
  return fail();
}
