import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOODIE } from '../testing';
import {
  announceFoundVariation,
  announceHideVariation,
  announceResetData,
  announceShowVariation,
  onVariationEvents,
  productVariationForm,
} from './variation-events';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML =
    '<div class="product"><div class="woocommerce-product-gallery"></div><form class="variations_form cart"><select data-attribute_name="attribute_size"></select></form></div>';
  return {
    gallery: document.querySelector('.woocommerce-product-gallery') as HTMLElement,
    form: document.querySelector('form') as HTMLFormElement,
  };
}

describe('variation events', () => {
  it('delivers each event with its variation and the form it came from', () => {
    const { form } = page();
    const calls: unknown[][] = [];
    const off = onVariationEvents({
      found: (variation, from) => calls.push(['found', variation.variation_id, from]),
      show: (variation, purchasable, from) => calls.push(['show', variation.variation_id, purchasable, from]),
      hide: (from) => calls.push(['hide', from]),
      reset: (from) => calls.push(['reset', from]),
    });
    const variation = HOODIE[0];
    if (!variation) throw new Error('fixture');
    announceFoundVariation(form, variation);
    announceShowVariation(form, variation, true);
    announceHideVariation(form);
    announceResetData(form);
    expect(calls).toEqual([
      ['found', variation.variation_id, form],
      ['show', variation.variation_id, true, form],
      ['hide', form],
      ['reset', form],
    ]);
    off();
    announceResetData(form);
    expect(calls).toHaveLength(4);
  });

  it('are CustomEvents on the form whose detail is the classic argument list', () => {
    const { form } = page();
    const listener = vi.fn();
    document.body.addEventListener('show_variation', (event) => listener((event as CustomEvent).detail));
    const variation = HOODIE[1];
    if (!variation) throw new Error('fixture');
    announceShowVariation(form, variation, false);
    expect(listener).toHaveBeenCalledWith([variation, false]);
  });

  it('finds the form of the product an element belongs to', () => {
    const { gallery, form } = page();
    expect(productVariationForm(gallery)).toBe(form);
    document.body.innerHTML = '<div class="product"><div class="g"></div></div>';
    expect(productVariationForm(document.querySelector('.g') as Element)).toBeNull();
  });
});
