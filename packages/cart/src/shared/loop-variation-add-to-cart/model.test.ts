import {
  LOOP_ADD_TO_CART_ACTION,
  type LoopVariationInput,
  type LoopVariationPayload,
  loopVariationPayload,
  parseLoopId,
} from './model';

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
