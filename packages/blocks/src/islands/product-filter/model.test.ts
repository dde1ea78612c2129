import {
  addressWithState,
  type ChipLabels,
  chipsOf,
  clampPrice,
  clearedState,
  emptyState,
  type FilterState,
  filterPayload,
  priceBar,
  resultCount,
  SEARCH_DEBOUNCE_MS,
  sameState,
  stateFromAddress,
  toggleTerm,
  toggleValue,
  withoutChip,
} from './model';

const MAX = 5000;
const allowed = {
  status: ['instock', 'outofstock', 'onbackorder'],
  rating: ['5', '4', '3', '2', '1'],
  sorting: ['', 'default', 'popular', 'latest', 'rating', 'price_low', 'price_high'],
  taxonomies: ['product_cat', 'product_tag'],
};
const labels: ChipLabels = {
  status: { instock: 'Stokta' },
  sorting: { price_low: 'Fiyata göre sırala: Düşükten yükseğe' },
  terms: { 'product_cat:12': 'Giyim' },
  price: (min, max) => `${min}–${max}`,
  rating: (stars) => `${stars} yıldız`,
  search: (text) => `“${text}”`,
};
const state = (change: Partial<FilterState> = {}): FilterState => ({ ...emptyState(MAX), ...change });

describe('SPEC §5 filter price', () => {
  test.each([
    // [min, max, moved, expected]
    [-5, 3000, 'min', [0, 3000]], // minimum under 0 becomes 0
    [6000, 5000, 'min', [5000, 5000]], // minimum above the slider maximum becomes that maximum
    [100, -1, 'max', [100, 5000]], // maximum under 0 becomes the maximum
    [100, 9999, 'max', [100, 5000]], // maximum above the slider maximum becomes the maximum
    [3000, 2000, 'min', [2000, 2000]], // the min thumb stops at the max thumb
    [3000, 2000, 'max', [3000, 3000]], // the max thumb stops at the min thumb
    ['abc', '', 'min', [0, 5000]], // not numbers: the bounds' defaults
    ['250,5', '1000', 'min', [250.5, 1000]], // a Turkish decimal comma
  ] as const)('min %s, max %s (%s moved) → %j', (min, max, moved, [eMin, eMax]) => {
    expect(clampPrice({ minPrice: min, maxPrice: max }, MAX, moved)).toEqual({
      minPrice: eMin,
      maxPrice: eMax,
    });
  });

  test('the bar spans the thumbs in %', () => {
    expect(priceBar({ minPrice: 1000, maxPrice: 4000 }, MAX)).toEqual({ left: 20, width: 60 });
    expect(priceBar({ minPrice: 0, maxPrice: 0 }, 0)).toEqual({ left: 0, width: 100 });
  });
});

describe('state slices', () => {
  test('toggling list values and terms; a taxonomy with no terms left is dropped', () => {
    expect(toggleValue(['instock'], 'outofstock', true)).toEqual(['instock', 'outofstock']);
    expect(toggleValue(['instock', 'outofstock'], 'instock', false)).toEqual(['outofstock']);
    expect(toggleValue(['5'], '5', true)).toEqual(['5']);
    const one = toggleTerm([], 'product_cat', '12', true);
    expect(one).toEqual([{ taxonomy: 'product_cat', term_ids: ['12'] }]);
    const two = toggleTerm(one, 'product_tag', '40', true);
    expect(toggleTerm(two, 'product_cat', '11', true)).toEqual([
      { taxonomy: 'product_cat', term_ids: ['12', '11'] },
      { taxonomy: 'product_tag', term_ids: ['40'] },
    ]);
    expect(toggleTerm(two, 'product_cat', '12', false)).toEqual([
      { taxonomy: 'product_tag', term_ids: ['40'] },
    ]);
  });

  test('clear all keeps the relation (a setting, not a filter)', () => {
    const busy = state({ search: 'çay', status: ['instock'], tax_relation: 'OR', sorting: 'latest' });
    expect(clearedState(busy, MAX)).toEqual(state({ tax_relation: 'OR' }));
  });

  test('sameState ignores the order of checked values', () => {
    const a = state({
      status: ['instock', 'outofstock'],
      product_taxonomy: [{ taxonomy: 'product_cat', term_ids: ['1', '2'] }],
    });
    const b = state({
      status: ['outofstock', 'instock'],
      product_taxonomy: [{ taxonomy: 'product_cat', term_ids: ['2', '1'] }],
    });
    expect(sameState(a, b)).toBe(true);
    expect(sameState(a, state())).toBe(false);
  });
});

describe('the address', () => {
  const full = state({
    search: 'Kırmızı İpek',
    price: { minPrice: 100, maxPrice: 2500 },
    status: ['instock', 'onbackorder'],
    rating: ['5', '4'],
    tax_relation: 'OR',
    product_taxonomy: [
      { taxonomy: 'product_cat', term_ids: ['12', '11'] },
      { taxonomy: 'product_tag', term_ids: ['40'] },
    ],
    sorting: 'price_low',
  });

  test('state → address → state is the same state; other parameters and the hash stay', () => {
    const address = addressWithState('https://shop.test/filtre/?utm=x#top', full, MAX);
    expect(address).toBe(
      '/filtre/?utm=x&filtre-ara=K%C4%B1rm%C4%B1z%C4%B1+%C4%B0pek&filtre-min=100&filtre-max=2500&filtre-stok=instock%2Conbackorder&filtre-puan=5%2C4&filtre-t-product_cat=12%2C11&filtre-t-product_tag=40&filtre-iliski=OR&filtre-sirala=price_low#top',
    );
    const back = stateFromAddress(new URL(address, 'https://shop.test').search, MAX, allowed);
    expect(back).toEqual(full);
  });

  test('defaults leave no parameter; old filter parameters are replaced', () => {
    expect(addressWithState('https://shop.test/filtre/?filtre-stok=instock&paged=2', state(), MAX)).toBe(
      '/filtre/?paged=2',
    );
  });

  test('values the form does not offer are dropped; prices are clamped; duplicates once', () => {
    const s = stateFromAddress(
      '?filtre-stok=instock,uydurma,instock&filtre-puan=9&filtre-sirala=rastgele&filtre-t-pa_gizli=1&filtre-t-product_cat=12,abc&filtre-min=-20&filtre-max=99999&filtre-iliski=XOR',
      MAX,
      allowed,
    );
    expect(s).toEqual(
      state({ status: ['instock'], product_taxonomy: [{ taxonomy: 'product_cat', term_ids: ['12'] }] }),
    );
  });
});

describe('the REST payload (SPEC §7 /wopb/product-filter)', () => {
  test('post_id, block_name product-blocks_<target>, product_filters (the plugin’s keys), current_url', () => {
    const payload = filterPayload(state({ search: 'çay' }), {
      postId: '15',
      target: 'product-grid-1',
      currentUrl: '/filtre/',
    });
    expect(Object.keys(payload)).toEqual(['post_id', 'block_name', 'product_filters', 'current_url']);
    expect(payload.block_name).toBe('product-blocks_product-grid-1');
    expect(Object.keys(payload.product_filters)).toEqual([
      'search',
      'price',
      'status',
      'rating',
      'tax_relation',
      'product_taxonomy',
      'sorting',
    ]);
    expect(payload.product_filters.price).toEqual({ minPrice: 0, maxPrice: MAX });
  });
});

describe('chips', () => {
  const busy = state({
    search: 'çay',
    price: { minPrice: 100, maxPrice: MAX },
    status: ['instock'],
    rating: ['4'],
    product_taxonomy: [{ taxonomy: 'product_cat', term_ids: ['12'] }],
    sorting: 'price_low',
  });

  test('one chip per active filter, in the form’s order, with the printed labels', () => {
    expect(chipsOf(busy, MAX, labels)).toEqual([
      { slug: 'search', value: 'çay', label: '“çay”' },
      { slug: 'price', value: `100-${MAX}`, label: `100–${MAX}` },
      { slug: 'status', value: 'instock', label: 'Stokta' },
      { slug: 'rating', value: '4', label: '4 yıldız' },
      { slug: 'product_taxonomy', value: '12', taxonomy: 'product_cat', label: 'Giyim' },
      { slug: 'sorting', value: 'price_low', label: 'Fiyata göre sırala: Düşükten yükseğe' },
    ]);
    expect(chipsOf(state(), MAX, labels)).toEqual([]);
  });

  test('removing each chip removes exactly its filter', () => {
    let s = busy;
    for (const chip of chipsOf(busy, MAX, labels)) s = withoutChip(s, chip, MAX);
    expect(s).toEqual(state());
    const [, price] = chipsOf(busy, MAX, labels);
    expect(price && withoutChip(busy, price, MAX).price).toEqual({ minPrice: 0, maxPrice: MAX });
  });
});

describe('the result count', () => {
  test.each([
    ['no items', '<div class="wopb-block-items-wrap wopb-block-row"></div>', 0],
    [
      'items among other classes, the wrap not counted',
      '<div class="wopb-block-items-wrap"><div class="wopb-block-item">a</div><div class="x wopb-block-item wopb-slide-item">b</div></div>',
      2,
    ],
    [
      'single quotes, bare values, CLASS',
      "<div CLASS='wopb-block-item'></div><li class=wopb-block-item></li>",
      2,
    ],
    [
      'look-alike classes and text',
      '<div class="wopb-block-items-wrap wopb-block-item-inner"><p>wopb-block-item</p></div>',
      0,
    ],
  ])('%s', (_, content, count) => {
    expect(resultCount(content)).toBe(count);
  });
});

describe('constants', () => {
  test('filter search debounce 500 ms (SPEC §9)', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
});
