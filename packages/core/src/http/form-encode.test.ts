import { encodeBody, type FormPayload, flattenForm, hasBinary } from './form-encode';

describe('flattenForm', () => {
  const cases: Array<[string, FormPayload, Array<[string, string]>]> = [
    [
      'scalars as strings',
      { product_id: 12, quantity: 1.5, name: 'Çay' },
      [
        ['product_id', '12'],
        ['quantity', '1.5'],
        ['name', 'Çay'],
      ],
    ],
    [
      'booleans as true/false',
      { rememberme: true, simpleProduct: false },
      [
        ['rememberme', 'true'],
        ['simpleProduct', 'false'],
      ],
    ],
    ['null and undefined skipped', { a: null, b: undefined, c: '' }, [['c', '']]],
    [
      'array of values by index',
      { shipping_method: ['flat_rate:1'] },
      [['shipping_method[0]', 'flat_rate:1']],
    ],
    [
      'object keyed by index',
      { shipping_method: { 0: 'flat_rate:1', 1: 'free_shipping:2' } },
      [
        ['shipping_method[0]', 'flat_rate:1'],
        ['shipping_method[1]', 'free_shipping:2'],
      ],
    ],
    [
      'object of attributes',
      { variation: { attribute_pa_color: 'red', attribute_size: 'L' } },
      [
        ['variation[attribute_pa_color]', 'red'],
        ['variation[attribute_size]', 'L'],
      ],
    ],
    [
      'deep nesting',
      { product_filters: { price: { minPrice: 1, maxPrice: 99 } } },
      [
        ['product_filters[price][minPrice]', '1'],
        ['product_filters[price][maxPrice]', '99'],
      ],
    ],
    [
      'array of objects',
      { items: [{ id: 1 }, { id: 2, on: true }] },
      [
        ['items[0][id]', '1'],
        ['items[1][id]', '2'],
        ['items[1][on]', 'true'],
      ],
    ],
    [
      'null inside arrays skipped, indexes kept',
      { ids: [1, null, 3] },
      [
        ['ids[0]', '1'],
        ['ids[2]', '3'],
      ],
    ],
    ['empty array and object send nothing', { a: [], b: {} }, []],
  ];

  it.each(cases)('%s', (_name, data, expected) => {
    expect(flattenForm(data)).toEqual(expected);
  });

  it('keeps files as they are', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const entries = flattenForm({ wpuf_file: file, form_id: 3 });
    expect(entries[0]?.[1]).toBe(file);
    expect(hasBinary(entries)).toBe(true);
    expect(hasBinary(flattenForm({ a: 1 }))).toBe(false);
  });
});

describe('encodeBody', () => {
  it('url-encodes with bracket names and + for spaces, as PHP reads it', () => {
    const body = encodeBody({ variation: { attribute_pa_color: 'koyu mavi' }, q: 'a&b=c' });
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(body.toString()).toBe('variation%5Battribute_pa_color%5D=koyu+mavi&q=a%26b%3Dc');
  });

  it('puts the leading fields first and lets them win over the data', () => {
    const body = encodeBody({ action: 'from_form', a: 1 }, { action: 'wopb_addcart' });
    expect([...body.entries()]).toEqual([
      ['action', 'wopb_addcart'],
      ['a', '1'],
    ]);
  });

  it('goes multipart when a file is present', () => {
    const file = new File(['hi'], 'photo.jpg', { type: 'image/jpeg' });
    const body = encodeBody({ form_id: 7, wpuf_file: file });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('form_id')).toBe('7');
    expect((form.get('wpuf_file') as File).name).toBe('photo.jpg');
  });

  it('keeps a FormData multipart and a URLSearchParams url-encoded', () => {
    const form = new FormData();
    form.append('post_title', 'Başlık');
    expect(encodeBody(form, { action: 'x' })).toBeInstanceOf(FormData);
    const params = new URLSearchParams('a[]=1&a[]=2');
    expect(encodeBody(params, { action: 'x' }).toString()).toBe('action=x&a%5B%5D=1&a%5B%5D=2');
  });

  it('encodes an empty payload as an empty body', () => {
    expect(encodeBody(undefined).toString()).toBe('');
  });
});
