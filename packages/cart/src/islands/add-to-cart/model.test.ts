import {
  type AddToCartOutcome,
  type AddToCartState,
  type AddToCartStatus,
  addToCartPayload,
  type ButtonDataset,
  createAddToCartState,
} from './model';

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

describe('createAddToCartState: idle → loading → added / failed', () => {
  const statuses = (state: AddToCartState) => {
    const heard: string[] = [];
    state.subscribe((s) => heard.push(`${s.status}:${s.inFlight}`));
    return heard;
  };

  test('starts idle', () => {
    expect(createAddToCartState().getSnapshot()).toEqual({ status: 'idle', inFlight: 0 });
  });

  test.each<[AddToCartOutcome, AddToCartStatus]>([
    ['added', 'added'],
    ['failed', 'failed'],
    ['redirected', 'idle'],
  ])('one request answered %s leaves it %s', (outcome, status) => {
    const state = createAddToCartState();
    const heard = statuses(state);
    state.send();
    state.settle(outcome);
    expect(heard).toEqual(['loading:1', `${status}:0`]);
  });

  test('loading until the last of several requests is in; the last answer decides', () => {
    const state = createAddToCartState();
    const heard = statuses(state);
    state.send();
    state.send();
    state.settle('added');
    expect(state.getSnapshot()).toEqual({ status: 'loading', inFlight: 1 });
    state.settle('failed');
    expect(heard).toEqual(['loading:1', 'loading:2', 'loading:1', 'failed:0']);
  });

  test('a click after an add starts loading again; unsubscribed listeners hear nothing', () => {
    const state = createAddToCartState();
    state.send();
    state.settle('added');
    const heard: string[] = [];
    const unsubscribe = state.subscribe((s) => heard.push(s.status));
    state.send();
    unsubscribe();
    state.settle('added');
    expect(heard).toEqual(['loading']);
    expect(state.getSnapshot().status).toBe('added');
  });

  test('an answer without a request in flight never counts below zero', () => {
    const state = createAddToCartState();
    state.settle('failed');
    expect(state.getSnapshot()).toEqual({ status: 'failed', inFlight: 0 });
  });
});
