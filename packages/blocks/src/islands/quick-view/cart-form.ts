import { logBlockFailure } from '@firsat/core/http';
import { asButton } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { addFromModal } from './client';
import { BUY_NOW, CART_FORM, type ReplyParts, readCartForm } from './markup';
import { messages } from './messages';
import { addCartPayload } from './model';

/** Where a buy now goes: the browser (a seam for tests). */
export const navigate = { assign: (url: string) => window.location.assign(url) };

/**
 * The modal's add to cart (quickview.js' submit handler): a submit of the reply's form (its own
 * "Sepete ekle", or the buy-now link with `data-cart_type="buy_now"`) is sent as `wopb_addcart`
 * with `postid`, `variationId`, `quantity`, `variation`, `cartType`, `wpnonce` and every form
 * field (client.ts); the pressed button shows `loading`. Added: the reply's message goes into
 * `.woocommerce-message` (shown, announced), the fragments and `added_to_cart` as client.ts says;
 * buy now goes to its `data-redirect`; `data-modal_close_after_cart="yes"` closes the modal after
 * a plain add. Refused (stock, a variation not chosen…): the product page, as every add does
 * (SPEC §8). A failure logs 'Error occured.please try again' with the status; the loading look goes.
 * The variation form inside is cart's own island (it mounted with the inserted HTML): it keeps the
 * button from submitting until a variation is chosen.
 */
export function bindCartForm(
  parts: ReplyParts,
  content: HTMLElement,
  close: () => void,
  signal: AbortSignal,
): void {
  const { body, message } = parts;
  if (!body) return;
  const form = content.querySelector<HTMLFormElement>(CART_FORM);
  const buyNow = content.querySelector<HTMLElement>(BUY_NOW);
  if (!form) return;

  const send = async (cartType: string, redirect: string | null, pressed: Element | null) => {
    pressed?.classList.add('loading');
    try {
      const reply = await addFromModal(addCartPayload(readCartForm(body, form, cartType)), form, signal);
      if (reply.kind === 'refused') {
        if (reply.productUrl) navigate.assign(reply.productUrl);
        return;
      }
      if (cartType === 'buy_now' && redirect) {
        navigate.assign(redirect);
        return;
      }
      if (reply.message && message) {
        message.classList.remove('wopb-d-none');
        message.textContent = reply.message;
        announce(reply.message);
        message.scrollIntoView?.({ block: 'nearest' });
      }
      if (body.dataset.modal_close_after_cart === 'yes') close();
    } catch (error) {
      logBlockFailure(error);
      announce(messages.t('cartFailed'), 'assertive');
    } finally {
      pressed?.classList.remove('loading');
    }
  };

  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      const pressed = form.querySelector('.single_add_to_cart_button:not(.wopb-quickview-buy-btn)');
      void send('', null, pressed);
    },
    { signal },
  );
  if (buyNow) {
    asButton(buyNow, null, signal);
    buyNow.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        if (buyNow.classList.contains('disabled')) return;
        // A variable product without its variation: the form's own button says why (cart's
        // variation form stops that press and announces it); the server checks the rest.
        const check = form.querySelector<HTMLElement>(
          '.single_add_to_cart_button:not(.wopb-quickview-buy-btn)',
        );
        if (!variationChosen(form)) {
          check?.click();
          return;
        }
        void send(buyNow.dataset.cart_type ?? 'buy_now', buyNow.dataset.redirect ?? null, buyNow);
      },
      { signal },
    );
  }
}

/** A variable product's form is ready only once a variation is chosen (`variation_id` set). */
function variationChosen(form: HTMLFormElement): boolean {
  const id = form.querySelector<HTMLInputElement>('input[name=variation_id]');
  return !id || (id.value !== '' && id.value !== '0');
}
