import {
  addToCartPayload,
  type ButtonDataset,
  LOOP_ADD_TO_CART_ACTION,
  type LoopVariationInput,
  type LoopVariationPayload,
  loopVariationPayload,
  parseLoopId,
} from './loop-add-to-cart';

/** The Beanie's button in the real shop loop (reference/woocommerce/shop-loop.html). */
const BEANIE = {
  quantity: '1',
  product_id: '13',
  product_sku: 'beanie',
  success_message: '“Beanie” has been added to your cart',
} satisfies ButtonDataset;

describe('addToCartPayload: every data-* as it stands, only with a product_id', () => {
  test.each<[string, ButtonDataset, Record<string, string> | null]>([
    ['the real Beanie button', BEANIE, { ...BEANIE }],
    ['empty quantity sends 1', { ...BEANIE, quantity: '' }, { ...BEANIE, quantity: '1' }],
    ['missing quantity sends 1', { product_id: '13' }, { product_id: '13', quantity: '1' }],
    [
      'a quantity the stepper wrote',
      { product_id: '13', quantity: '4' },
      { product_id: '13', quantity: '4' },
    ],
    [
      'extra data, including camel-cased dataset names, pass through',
      { product_id: '13', quantity: '2', addToCartText: 'Sepete ekle', custom: '' },
      { product_id: '13', quantity: '2', addToCartText: 'Sepete ekle', custom: '' },
    ],
    [
      'undefined entries are left out',
      { product_id: '13', quantity: '1', gone: undefined },
      { product_id: '13', quantity: '1' },
    ],
    ['no product_id: skipped', { quantity: '1', product_sku: 'beanie' }, null],
    ['empty product_id: skipped', { product_id: '', quantity: '1' }, null],
  ])('%s', (_name, dataset, expected) => {
    expect(addToCartPayload(dataset)).toEqual(expected);
  });

  test('a DOMStringMap works as it is', () => {
    const button = document.createElement('a');
    button.setAttribute('data-product_id', '13');
    button.setAttribute('data-product_sku', 'beanie');
    button.setAttribute('data-quantity', '');
    expect(addToCartPayload(button.dataset)).toEqual({
      product_id: '13',
      product_sku: 'beanie',
      quantity: '1',
    });
  });

  test('the input is not changed', () => {
    const dataset = { product_id: '13' };
    addToCartPayload(dataset);
    expect(dataset).toEqual({ product_id: '13' });
  });
});

describe('parseLoopId: non-zero numeric', () => {
  test.each<[unknown, number | null]>([
    ['14', 14],
    [' 14 ', 14],
    [14, 14],
    ['0', null],
    [0, null],
    ['', null],
    ['-3', null],
    [-3, null],
    ['1.5', null],
    [1.5, null],
    ['14abc', null],
    ['abc', null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
    [{}, null],
  ])('parseLoopId(%j) = %j', (raw, expected) => {
    expect(parseLoopId(raw)).toBe(expected);
  });
});

describe('loopVariationPayload: skipped unless both ids are non-zero numbers', () => {
  const chosen = { attribute_pa_color: 'red', attribute_size: 'Small' };
  test.each<[string, LoopVariationInput, LoopVariationPayload | null]>([
    [
      'ids as strings, attributes as the JSON the switcher wrote',
      { product_id: '14', variation_id: '15', variation: JSON.stringify(chosen) },
      { product_id: 14, variation_id: 15, variation: chosen },
    ],
    [
      'ids as numbers, attributes as an object',
      { product_id: 14, variation_id: 15, variation: chosen },
      { product_id: 14, variation_id: 15, variation: chosen },
    ],
    ['no variation chosen yet (id 0)', { product_id: '14', variation_id: '0', variation: chosen }, null],
    ['empty variation id', { product_id: '14', variation_id: '' }, null],
    ['missing product id', { product_id: undefined, variation_id: '15' }, null],
    ['non-numeric product id', { product_id: 'hoodie', variation_id: '15' }, null],
    [
      'missing attributes are sent as none',
      { product_id: '14', variation_id: '15' },
      { product_id: 14, variation_id: 15, variation: {} },
    ],
    [
      'broken JSON is sent as none',
      { product_id: '14', variation_id: '15', variation: '{oops' },
      { product_id: 14, variation_id: 15, variation: {} },
    ],
    [
      'a JSON array is sent as none',
      { product_id: '14', variation_id: '15', variation: '["red"]' },
      { product_id: 14, variation_id: 15, variation: {} },
    ],
    [
      'non-string values become strings; nested and empty ones are dropped',
      {
        product_id: '14',
        variation_id: '15',
        variation: { attribute_size: 42, attribute_x: null, attribute_y: { a: 1 } },
      },
      { product_id: 14, variation_id: 15, variation: { attribute_size: '42' } },
    ],
  ])('%s', (_name, input, expected) => {
    expect(loopVariationPayload(input)).toEqual(expected);
  });

  test('the action name', () => {
    expect(LOOP_ADD_TO_CART_ACTION).toBe('wopb_variation_loop_add_cart');
  });
});
