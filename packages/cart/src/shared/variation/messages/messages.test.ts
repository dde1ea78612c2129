import { configure } from '@firsat/core/island';
import { resetConfig } from '@firsat/core/testing';
import { variationMessages } from './index';

afterEach(() => resetConfig());

/** SPEC.md §5 and §8, copied by hand: verbatim in every locale, without loading anything. */
describe.each(['tr', 'en'] as const)('SPEC variation texts, verbatim, in the %s locale', (locale) => {
  beforeEach(() => configure({ locale }));

  it.each([
    ['variationUnavailable', 'Sorry, this product is unavailable. Please choose a different combination.'],
    ['variationSelectOptions', 'Please select some product options before adding this product to your cart.'],
    ['variationNoMatch', 'Sorry, no products matched your selection. Please choose a different combination.'],
  ] as const)('%s', (id, text) => {
    expect(variationMessages.t(id)).toBe(text);
  });
});

it('a text WooCommerce printed wins (i18n_unavailable_text)', async () => {
  configure({ messages: { variationUnavailable: 'Üzgünüz, bu ürün mevcut değil.' } });
  await variationMessages.load();
  expect(variationMessages.t('variationUnavailable')).toBe('Üzgünüz, bu ürün mevcut değil.');
});
