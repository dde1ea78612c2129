/**
 * product-blocks' variation switcher on a product card (`div.variations_form.wopb-loop-variations-form`):
 * once a variation is found the card shows its image and price, and the card's `.add_to_cart_button`
 * carries it (`data-variation_id`, `data-variation` with the chosen attributes as JSON, the text of
 * `data-add-to-cart-text`, class `wopb-loop-add-to-cart-button`) for the add-to-cart island to send
 * `wopb_variation_loop_add_cart`. Reset puts the card back as the server printed it.
 */
import { sanitizeHtml, sanitizeHtmlNow } from '@firsat/core/html';
import { LOOP_BUTTON_CLASS } from '../../shared/loop-variation-add-to-cart';
import type { Variation } from '../../shared/variation';
import { messages } from './messages';

const LOOP_FORM_CLASS = 'wopb-loop-variations-form';

export interface LoopCard {
  button: HTMLElement | null;
  show(variation: Variation, chosen: Readonly<Record<string, string>>): void;
  reset(): void;
}

interface Saved {
  img?: { src: string | null; srcset: string | null; sizes: string | null };
  price?: DocumentFragment;
  button?: { text: string; label: string | null; loopClass: boolean };
}

const outside = (form: Element) => (el: Element) => !form.contains(el);

/** The card around a loop variation form, or `null` for a single product's form. */
export function loopCardFor(form: HTMLElement): LoopCard | null {
  if (!form.classList.contains(LOOP_FORM_CLASS)) return null;
  const card = form.closest<HTMLElement>('.wopb-block-item, li.product, .product') ?? form.parentElement;
  if (!card) return null;
  const notInForm = outside(form);
  const first = <E extends Element>(selector: string) =>
    [...card.querySelectorAll<E>(selector)].find(notInForm) ?? null;
  const img = first<HTMLImageElement>(
    '.wopb-block-image img, img.wp-post-image, img.attachment-woocommerce_thumbnail, img',
  );
  const price = first<HTMLElement>('.wopb-variation-switcher-price, .wopb-product-price, .price');
  const button = first<HTMLElement>('.add_to_cart_button');
  const saved: Saved = {};
  let priceShown = 0;

  return {
    button,
    show(variation, chosen) {
      const src = variation.image?.thumb_src || variation.image?.src;
      if (img && src) {
        saved.img ??= {
          src: img.getAttribute('src'),
          srcset: img.getAttribute('srcset'),
          sizes: img.getAttribute('sizes'),
        };
        img.src = src;
        if (variation.image?.srcset) img.setAttribute('srcset', String(variation.image.srcset));
        else img.removeAttribute('srcset');
      }
      if (price && variation.price_html) {
        if (!saved.price) {
          saved.price = document.createDocumentFragment();
          saved.price.append(...[...price.childNodes].map((node) => node.cloneNode(true)));
        }
        // price_html is `<span class="price">…</span>`; the card's price element is the wrapper.
        // A newer show or reset while it is sanitised wins (priceShown counts them).
        const mine = ++priceShown;
        const showPrice = (fragment: DocumentFragment) => {
          const inner = fragment.firstElementChild?.classList.contains('price')
            ? fragment.firstElementChild.childNodes
            : null;
          price.replaceChildren(...(inner ? [...inner] : [fragment]));
        };
        const now = sanitizeHtmlNow(variation.price_html);
        if (now) showPrice(now);
        else void sanitizeHtml(variation.price_html).then((later) => mine === priceShown && showPrice(later));
      }
      if (button) {
        saved.button ??= {
          text: button.textContent ?? '',
          label: button.getAttribute('aria-label'),
          loopClass: button.classList.contains(LOOP_BUTTON_CLASS),
        };
        const text = button.dataset.addToCartText || messages.t('addToCart');
        button.dataset.variation_id = String(variation.variation_id);
        button.dataset.variation = JSON.stringify(chosen);
        button.textContent = text;
        if (saved.button.label)
          button.setAttribute('aria-label', saved.button.label.replace(/^[^:“"]*/, text));
        button.classList.add(LOOP_BUTTON_CLASS);
      }
    },
    reset() {
      if (img && saved.img) {
        for (const [name, value] of Object.entries(saved.img)) {
          if (value === null) img.removeAttribute(name);
          else img.setAttribute(name, value);
        }
      }
      priceShown++;
      if (price && saved.price) price.replaceChildren(saved.price.cloneNode(true));
      if (button && saved.button) {
        delete button.dataset.variation_id;
        delete button.dataset.variation;
        button.textContent = saved.button.text;
        if (saved.button.label !== null) button.setAttribute('aria-label', saved.button.label);
        if (!saved.button.loopClass) button.classList.remove(LOOP_BUTTON_CLASS);
      }
      saved.img = undefined;
      saved.price = undefined;
      saved.button = undefined;
    },
  };
}
