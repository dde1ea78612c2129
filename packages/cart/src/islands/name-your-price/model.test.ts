import {
  canAddWithPrice,
  checkPrice,
  createNamePriceState,
  NAME_PRICE_CHECK_DELAY_MS,
  NAME_PRICE_WARNING_MS,
  parsePrice,
} from './model';

const LIMITS = { min: 50, max: 5000 };

describe('parsePrice', () => {
  test.each([
    ['120', 120],
    [' 99.5 ', 99.5],
    ['99,5', 99.5],
    ['.5', 0.5],
    ['-3', -3],
    ['', Number.NaN],
    ['abc', Number.NaN],
    ['12abc', Number.NaN],
    ['1e3', Number.NaN],
  ])('%j → %d', (raw, amount) => {
    expect(parsePrice(raw)).toBe(amount);
  });
});

describe('checkPrice (SPEC §5)', () => {
  test.each([
    ['empty shows the minimum message, no reset', '', LIMITS, null, { id: 'namePriceMin', amount: 50 }],
    ['non-numeric shows the minimum message', 'on', LIMITS, null, { id: 'namePriceMin', amount: 50 }],
    ['below min resets to min', '10', LIMITS, 50, { id: 'namePriceMin', amount: 50 }],
    ['zero resets to min', '0', LIMITS, 50, { id: 'namePriceMin', amount: 50 }],
    ['negative resets to min', '-5', LIMITS, 50, { id: 'namePriceMin', amount: 50 }],
    ['above max resets to max', '99999', LIMITS, 5000, { id: 'namePriceMax', amount: 5000 }],
    ['min itself is fine', '50', LIMITS, null, null],
    ['max itself is fine', '5000', LIMITS, null, null],
    ['inside is fine', '120', LIMITS, null, null],
    ['no max: anything above min', '1000000', { min: 50, max: undefined }, null, null],
    ['no min: empty names 0', '', { min: undefined, max: 10 }, null, { id: 'namePriceMin', amount: 0 }],
    ['no min: low amounts stay', '1', { min: undefined, max: 10 }, null, null],
  ] as const)('%s', (_name, raw, limits, reset, warning) => {
    expect(checkPrice(raw, limits)).toEqual({ reset, warning });
  });
});

describe('canAddWithPrice', () => {
  test.each([
    ['120', true],
    ['0.01', true],
    ['0', false],
    ['-1', false],
    ['', false],
    ['x', false],
  ])('%j → %s', (raw, can) => {
    expect(canAddWithPrice(raw)).toBe(can);
  });
});

describe('createNamePriceState (timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('checks 1000 ms after typing stops, resets below min, warning lasts 4 s', () => {
    const state = createNamePriceState(LIMITS, '100');
    const seen: string[] = [];
    state.subscribe((s) => seen.push(s.value));
    state.type('1');
    vi.advanceTimersByTime(600);
    state.type('10');
    expect(state.getSnapshot()).toMatchObject({ value: '10', pending: true, warning: null, canAdd: true });
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS - 1);
    expect(state.getSnapshot().value).toBe('10');
    vi.advanceTimersByTime(1);
    expect(state.getSnapshot()).toMatchObject({
      value: '50',
      pending: false,
      warning: { id: 'namePriceMin', amount: 50 },
    });
    vi.advanceTimersByTime(NAME_PRICE_WARNING_MS - 1);
    expect(state.getSnapshot().warning).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(state.getSnapshot().warning).toBeNull();
    expect(seen).toEqual(['1', '10', '50', '50']);
  });

  test('above max resets to max', () => {
    const state = createNamePriceState(LIMITS, '100');
    state.type('99999');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    expect(state.getSnapshot()).toMatchObject({
      value: '5000',
      warning: { id: 'namePriceMax', amount: 5000 },
    });
  });

  test('typing 0 disables add to cart at once; the check then raises it to min', () => {
    const state = createNamePriceState(LIMITS, '100');
    state.type('0');
    expect(state.getSnapshot().canAdd).toBe(false);
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    expect(state.getSnapshot()).toMatchObject({ value: '50', canAdd: true });
  });

  test('emptied field: minimum message, stays empty and disabled', () => {
    const state = createNamePriceState(LIMITS, '100');
    state.type('');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    expect(state.getSnapshot()).toMatchObject({
      value: '',
      canAdd: false,
      warning: { id: 'namePriceMin', amount: 50 },
    });
  });

  test('a second warning restarts the 4 s', () => {
    const state = createNamePriceState(LIMITS, '100');
    state.type('1');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS + 3000);
    state.type('99999');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    expect(state.getSnapshot().warning).toEqual({ id: 'namePriceMax', amount: 5000 });
    vi.advanceTimersByTime(NAME_PRICE_WARNING_MS - 10);
    expect(state.getSnapshot().warning).toEqual({ id: 'namePriceMax', amount: 5000 });
    vi.advanceTimersByTime(10);
    expect(state.getSnapshot().warning).toBeNull();
  });

  test('choosing a suggestion copies it, cancels a waiting check and enables add to cart', () => {
    const state = createNamePriceState(LIMITS, '');
    expect(state.getSnapshot().canAdd).toBe(false);
    state.type('3');
    state.choose('250');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS * 2);
    expect(state.getSnapshot()).toEqual({
      value: '250',
      chosen: '250',
      warning: null,
      canAdd: true,
      pending: false,
    });
    state.type('260');
    expect(state.getSnapshot().chosen).toBeNull();
  });

  test('flush runs a waiting check at once; dispose stops the timers', () => {
    const state = createNamePriceState(LIMITS, '100');
    state.type('7');
    state.flush();
    expect(state.getSnapshot().value).toBe('50');
    state.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
