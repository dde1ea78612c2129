import {
  clamp,
  DEFAULT_MIN,
  decrement,
  increment,
  initialValue,
  isMinusDisabled,
  isPlusDisabled,
  parseBounds,
  parseQuantity,
  type QuantityBounds,
  type RawNumber,
} from './model';

const b = (min: number, max?: number, step: number | 'any' = 1): QuantityBounds => ({ min, max, step });

describe('parseBounds', () => {
  test.each<[string, Parameters<typeof parseBounds>[0], QuantityBounds]>([
    ['the product page input (min 1, max empty)', { min: '1', max: '', step: '1' }, b(1)],
    ['the cart page input (min 0)', { min: '0', max: '', step: '1' }, b(0)],
    ['numbers from a variation', { min: 1, max: 10 }, b(1, 10)],
    ['nothing at all', {}, b(DEFAULT_MIN)],
    ['non-numeric min and max', { min: 'x', max: 'y' }, b(1)],
    ['max -1 (unlimited in WooCommerce)', { min: '1', max: '-1' }, b(1)],
    ['max below min is raised to min', { min: '5', max: '3' }, b(5, 5)],
    ['step any', { min: '0.5', step: 'any' }, b(0.5, undefined, 'any')],
    ['step ANY with spaces', { step: ' ANY ' }, b(1, undefined, 'any')],
    ['fractional step', { min: '0.5', max: '3', step: '0.25' }, b(0.5, 3, 0.25)],
    ['zero step becomes 1', { step: '0' }, b(1)],
    ['negative step becomes 1', { step: -2 }, b(1)],
    ['null everywhere', { min: null, max: null, step: null }, b(1)],
  ])('%s', (_name, raw, expected) => {
    expect(parseBounds(raw)).toEqual(expected);
  });
});

describe('parseQuantity', () => {
  test.each<[RawNumber, number | undefined, number]>([
    ['3', undefined, 3],
    [' 7 ', undefined, 7],
    ['2.5', undefined, 2.5],
    [4, undefined, 4],
    ['', undefined, 1],
    ['abc', undefined, 1],
    [null, undefined, 1],
    [undefined, undefined, 1],
    [Number.NaN, undefined, 1],
    ['abc', 5, 5],
    ['', 0, 0],
  ])('parseQuantity(%j, fallback %j) = %j', (raw, fallback, expected) => {
    expect(parseQuantity(raw, fallback)).toBe(expected);
  });
});

describe('increment (plus): one step up, capped at max', () => {
  test.each<[RawNumber, QuantityBounds, number]>([
    ['1', b(1), 2],
    ['1', b(1, 10), 2],
    ['9', b(1, 10), 10],
    ['10', b(1, 10), 10],
    ['12', b(1, 10), 10],
    ['2', b(1, 10, 2), 4],
    ['9', b(1, 10, 2), 10],
    ['abc', b(1, 10), 2],
    ['', b(0), 2],
    ['1', b(5, 20), 5],
    ['1', b(1, undefined, 'any'), 2],
    ['0.1', b(0.1, undefined, 0.1), 0.2],
    ['0.2', b(0.1, undefined, 0.1), 0.3],
    ['1.25', b(0.25, 2, 0.25), 1.5],
    ['1.9', b(0.5, 2, 0.5), 2],
  ])('increment(%j, %j) = %j', (raw, bounds, expected) => {
    expect(increment(raw, bounds)).toBe(expected);
  });
});

describe('decrement (minus): one step down, floored at min', () => {
  test.each<[RawNumber, QuantityBounds, number]>([
    ['2', b(1), 1],
    ['1', b(1), 1],
    ['5', b(1, 10), 4],
    ['3', b(2, 10, 2), 2],
    ['1', b(0), 0],
    ['abc', b(1), 1],
    ['abc', b(3, 10), 3],
    ['', b(0), 0],
    ['15', b(1, 10), 10],
    ['3', b(1, undefined, 'any'), 2],
    ['0.3', b(0.1, undefined, 0.1), 0.2],
    ['1.5', b(0.5, undefined, 0.5), 1],
  ])('decrement(%j, %j) = %j', (raw, bounds, expected) => {
    expect(decrement(raw, bounds)).toBe(expected);
  });
});

describe('isMinusDisabled: under 2 (with step 1) or at min', () => {
  test.each<[RawNumber, QuantityBounds, boolean]>([
    ['1', b(1), true],
    ['2', b(1), false],
    ['3', b(1), false],
    ['1', b(0), true],
    ['2', b(0), false],
    ['0', b(0), true],
    ['3', b(3, 10), true],
    ['4', b(3, 10), false],
    ['abc', b(1), true],
    ['1.5', b(0.5, undefined, 0.5), false],
    ['1', b(0.5, undefined, 0.5), true],
    ['2', b(1, undefined, 'any'), false],
    ['1.5', b(1, undefined, 'any'), true],
  ])('isMinusDisabled(%j, %j) = %s', (raw, bounds, expected) => {
    expect(isMinusDisabled(raw, bounds)).toBe(expected);
  });
});

describe('isPlusDisabled: at max', () => {
  test.each<[RawNumber, QuantityBounds, boolean]>([
    ['10', b(1, 10), true],
    ['11', b(1, 10), true],
    ['9', b(1, 10), false],
    ['999', b(1), false],
    ['1', b(1, 1), true],
  ])('isPlusDisabled(%j, %j) = %s', (raw, bounds, expected) => {
    expect(isPlusDisabled(raw, bounds)).toBe(expected);
  });
});

describe('clamp (on change): into min..max', () => {
  test.each<[RawNumber, QuantityBounds, number]>([
    ['5', b(1, 10), 5],
    ['0', b(1, 10), 1],
    ['-3', b(1, 10), 1],
    ['50', b(1, 10), 10],
    ['50', b(1), 50],
    ['abc', b(1, 10), 1],
    ['', b(2, 10), 2],
    ['2.5', b(1, 10, 'any'), 2.5],
    ['0.75', b(0.5, 3, 0.25), 0.75],
  ])('clamp(%j, %j) = %j', (raw, bounds, expected) => {
    expect(clamp(raw, bounds)).toBe(expected);
  });
});

describe('initialValue: below min raised to min on page load, except on the cart page', () => {
  test.each<[string | number, RawNumber, boolean, string | number]>([
    ['0', '1', false, 1],
    ['1', '3', false, 3],
    ['5', '3', false, '5'],
    ['3', '3', false, '3'],
    ['0', '1', true, '0'],
    ['1', '3', true, '1'],
    ['', '1', false, ''],
    ['abc', '1', false, 'abc'],
    ['0', '', false, '0'],
    ['0', '-1', false, '0'],
    [0, 2, false, 2],
    ['0.25', '0.5', false, 0.5],
  ])('initialValue(%j, min %j, cart page %s) = %j', (value, min, isCartPage, expected) => {
    expect(initialValue(value, min, { isCartPage })).toBe(expected);
  });

  test('without options it is not the cart page', () => {
    expect(initialValue('0', '1')).toBe(1);
  });
});
