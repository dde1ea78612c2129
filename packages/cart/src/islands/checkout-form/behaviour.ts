/**
 * The classic checkout form on the server's markup (reference/woocommerce/checkout.md §2–§5,
 * §7): placing the order over `?wc-ajax=checkout`, what its answer does to the page, the inline
 * field checks, and the "ship to a different address?" and terms toggles. What a field's rules
 * say and what an answer means are the model's (model.ts); the request is client.ts's; this
 * file wires the DOM (the fields' marks are field-checks.ts's, what is whose markup.ts's).
 * Everything it adds or changes is given back through the behaviour's `onCleanup` and its signal.
 *
 * Where it does better than checkout.js (the reference's "fix, don't copy"): hidden and disabled
 * fields are never marked; an untouched empty field is not marked required on focusout; only
 * the checkout's own notice group is replaced (a coupon notice above the form stays); every
 * error, the server's generic one included, is one focusable container that is announced; the
 * form is `aria-busy` and the button `aria-disabled` while the order is placed; the JSON repair
 * applies to this request only; the terms link says whether its text is open.
 */
import { htmlToText, insertHtml } from '@firsat/core/html';
import { isAbortError, isHttpError, logBlockFailure } from '@firsat/core/http';
import {
  type BehaviourContext,
  dispatchClassic,
  IslandError,
  keepPrinted,
  onClassic,
  t,
} from '@firsat/core/island';
import { type PrintedWriter, printedWriter } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { blockElement, focusNotice, unblockElement } from '../../shared/cart-dom';
import { browser } from '../../shared/cart-session';
import { checkoutFormFields, sendCheckout } from './client';
import { checkField, clearField, showInlineErrors } from './field-checks';
import {
  FIELDS,
  type Field,
  INLINE_MESSAGE,
  isField,
  NOTICE_GROUP,
  SHIP_ELSEWHERE,
  SHIPPING_ADDRESS,
  TERMS_LINK,
  TERMS_TEXT,
} from './markup';
import { messages } from './messages';
import { type CheckoutOutcome, checkoutOutcome, createCheckoutPlacement, parseCheckoutReply } from './model';
import type { CheckoutFormProps } from './props';

type Cleanup = BehaviourContext<unknown>['onCleanup'];

/** An error box in WooCommerce's markup for a text (or the server's HTML) that has no list. */
const errorBox = (html: string) => `<div class="woocommerce-error">${html}</div>`;

/** The "ship to a different address?" box and the terms link that opens the terms text in place. */
function bindToggles(
  form: HTMLFormElement,
  write: PrintedWriter,
  signal: AbortSignal,
  onCleanup: Cleanup,
): void {
  const showShippingAddress = () => {
    const ticked = form.querySelector<HTMLInputElement>(SHIP_ELSEWHERE)?.checked ?? false;
    for (const box of form.querySelectorAll<HTMLElement>(SHIPPING_ADDRESS))
      box.style.display = ticked ? '' : 'none';
  };
  if (form.querySelector(SHIP_ELSEWHERE)) {
    onCleanup(
      keepPrinted([...form.querySelectorAll(SHIPPING_ADDRESS)].map((box) => [box, ['style']] as const)),
    );
    showShippingAddress();
  }
  // The terms link says whether its text is open (when the page printed it).
  const prepareTermsLink = () => {
    const text = form.querySelector<HTMLElement>(TERMS_TEXT);
    const link = form.querySelector<HTMLAnchorElement>(TERMS_LINK);
    if (!text || !link) return;
    write.attr(text, 'id', text.id || 'firsat-checkout-terms');
    write.attr(link, 'aria-controls', text.id);
    write.attr(link, 'aria-expanded', String(text.style.display !== 'none'));
  };
  prepareTermsLink();
  // The order review's refresh replaces #payment, terms box included.
  onCleanup(onClassic('updated_checkout', prepareTermsLink));

  form.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches(SHIP_ELSEWHERE))
        showShippingAddress();
    },
    { signal },
  );
  form.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.(TERMS_LINK);
      const text = form.querySelector<HTMLElement>(TERMS_TEXT);
      if (!link || !text) return;
      event.preventDefault();
      const open = text.style.display === 'none';
      text.style.display = open ? '' : 'none';
      link.classList.toggle('woocommerce-terms-and-conditions-link--open', open);
      link.classList.toggle('woocommerce-terms-and-conditions-link--closed', !open);
      prepareTermsLink();
    },
    { signal },
  );
}

/** The inline checks (checkout.md §5): cleared while typed, checked on change and on leaving. */
function bindInlineChecks(form: HTMLFormElement, signal: AbortSignal): void {
  const edited = new WeakSet<Field>();
  const listen = <K extends keyof HTMLElementEventMap>(type: K, handler: (field: Field) => void) =>
    form.addEventListener(type, ({ target }) => isField(target) && handler(target), { signal });
  listen('input', (field) => {
    edited.add(field);
    clearField(field);
  });
  listen('change', (field) => {
    edited.add(field);
    checkField(field, form, true);
  });
  listen('focusout', (field) => checkField(field, form, edited.has(field)));
}

/** Placing the order (checkout.md §2–§4): the request, and what its answer does to the page. */
function bindPlacement(form: HTMLFormElement, signal: AbortSignal, onCleanup: Cleanup): void {
  const placement = createCheckoutPlacement();
  const leaveGuard = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    event.returnValue = '';
  };
  const button = () => form.querySelector<HTMLElement>('#place_order');
  const block = () => {
    blockElement(form);
    button()?.setAttribute('aria-disabled', 'true');
    window.addEventListener('beforeunload', leaveGuard);
    announce(t('submitting'));
  };
  const unblock = () => {
    unblockElement(form);
    button()?.removeAttribute('aria-disabled');
  };
  onCleanup(() => {
    window.removeEventListener('beforeunload', leaveGuard);
    if (placement.getSnapshot() !== 'idle') unblock();
    placement.reset();
  });

  /** `submit_error`: the notices at the top of the form, the fields checked, focus and voice. */
  const showErrors = async (html: string) => {
    for (const group of form.querySelectorAll(NOTICE_GROUP)) group.remove();
    const nodes = await insertHtml(
      form,
      `<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">${html}</div>`,
      'prepend',
    );
    const group = nodes.find((node): node is HTMLElement => node instanceof HTMLElement);
    if (!group || signal.aborted) return;
    const list = group.querySelector<HTMLElement>('.woocommerce-error') ?? group;
    // One container is focused and announced; the list itself says nothing a second time.
    list.removeAttribute('role');
    list.setAttribute('tabindex', '-1');
    for (const item of list.querySelectorAll<HTMLElement>('li[data-id]')) {
      const link = document.createElement('a');
      link.href = `#${item.dataset.id ?? ''}`;
      link.append(...item.childNodes);
      item.append(link);
    }
    for (const field of form.querySelectorAll<Field>(FIELDS))
      if (isField(field)) checkField(field, form, true);
    showInlineErrors(form, list);
    focusNotice(list);
    announce(htmlToText(list.innerHTML).trim(), 'assertive');
    dispatchClassic('checkout_error', [group.outerHTML]);
  };

  const apply = async (outcome: CheckoutOutcome) => {
    for (const message of form.querySelectorAll(`.${INLINE_MESSAGE}`)) message.remove();
    if (outcome.kind === 'redirect') return browser.assign(outcome.url);
    if (outcome.kind === 'reload') return browser.reload();
    unblock();
    if (outcome.kind !== 'offline' && outcome.refresh) dispatchClassic('update_checkout', []);
    if (outcome.kind === 'notices') await showErrors(outcome.html);
    else if (outcome.kind === 'offline') await showErrors(errorBox(t('restFetchError')));
    else await showErrors(errorBox(messages.t('checkoutError')));
  };

  const place = async () => {
    if (form.classList.contains('processing') || !placement.begin()) return;
    const fields = checkoutFormFields(form);
    block();
    let outcome: CheckoutOutcome;
    try {
      outcome = checkoutOutcome(parseCheckoutReply(await sendCheckout(fields, signal)));
    } catch (error) {
      if (isAbortError(error) || signal.aborted) return;
      logBlockFailure(error);
      outcome =
        isHttpError(error) && error.status === undefined
          ? { kind: 'offline' }
          : { kind: 'checkout-error', refresh: false };
    } finally {
      window.removeEventListener('beforeunload', leaveGuard);
    }
    placement.settle(outcome);
    await apply(outcome);
  };

  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      void place();
    },
    { signal },
  );
}

/** Binds the checkout `<form>`: its toggles, the inline checks and placing the order. */
export function bindCheckoutForm(
  el: HTMLElement,
  { signal, onCleanup }: BehaviourContext<CheckoutFormProps>,
): void {
  if (!(el instanceof HTMLFormElement))
    throw new IslandError('checkout-form', 'element', el.tagName, 'must be the checkout <form>');
  // checkout.js turns the browser's own validation off: the server's notices say what is wrong.
  const write = printedWriter(signal);
  write.attr(el, 'novalidate', '');
  bindToggles(el, write, signal, onCleanup);
  bindInlineChecks(el, signal);
  bindPlacement(el, signal, onCleanup);
}
