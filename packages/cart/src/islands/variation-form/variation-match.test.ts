import { HOODIE, HOODIE_ATTRIBUTES, variation } from '../../shared/testing';
import type { ChosenAttributes } from '../../shared/variation';
import {
  attributeValues,
  availableOptions,
  findMatchingVariation,
  findMatchingVariations,
  isSelectionComplete,
  type OptionAvailability,
} from './variation-match';

const COLOR = 'attribute_pa_color';
const SIZE = 'attribute_size';

const ids = (list: readonly { variation_id: number }[]) => list.map((v) => v.variation_id);

describe('findMatchingVariations on the real Hoodie data', () => {
  test.each<[string, ChosenAttributes, number[]]>([
    ['nothing chosen: every variation', {}, [15, 16, 17, 18, 19, 20]],
    ['empty choices count as not chosen', { [COLOR]: '', [SIZE]: '' }, [15, 16, 17, 18, 19, 20]],
    ['colour only', { [COLOR]: 'red' }, [15, 16]],
    ['size only', { [SIZE]: 'Large' }, [16, 18, 20]],
    ['both', { [COLOR]: 'blue', [SIZE]: 'Small' }, [17]],
    ['the out-of-stock one still matches', { [COLOR]: 'green', [SIZE]: 'Large' }, [20]],
    ['a value no variation has', { [COLOR]: 'purple' }, []],
    ['values compare case-sensitively', { [COLOR]: 'Red', [SIZE]: 'Small' }, []],
    ['a choice the variations do not name is ignored', { [COLOR]: 'red', attribute_fit: 'slim' }, [15, 16]],
  ])('%s', (_name, chosen, expected) => {
    expect(ids(findMatchingVariations(HOODIE, chosen))).toEqual(expected);
  });
});

describe('an empty (or null) variation value means any', () => {
  const anySize = [
    variation(1, { [COLOR]: 'red', [SIZE]: '' }),
    variation(2, { [COLOR]: 'blue', [SIZE]: 'Small' }),
    variation(3, { [COLOR]: null, [SIZE]: 'Large' }),
  ];
  test.each<[ChosenAttributes, number[], number | undefined]>([
    [{ [COLOR]: 'red', [SIZE]: 'Small' }, [1], 1],
    [{ [COLOR]: 'red', [SIZE]: 'Large' }, [1, 3], 1],
    [{ [COLOR]: 'blue', [SIZE]: 'Large' }, [3], 3],
    [{ [COLOR]: 'blue', [SIZE]: 'Small' }, [2], 2],
    [{ [COLOR]: 'green', [SIZE]: 'Small' }, [], undefined],
  ])('%j → all %j, first %j', (chosen, all, first) => {
    expect(ids(findMatchingVariations(anySize, chosen))).toEqual(all);
    expect(findMatchingVariation(anySize, chosen)?.variation_id).toBe(first);
  });
});

describe('findMatchingVariation', () => {
  test.each<[ChosenAttributes, number | undefined]>([
    [{ [COLOR]: 'red', [SIZE]: 'Small' }, 15],
    [{ [COLOR]: 'green', [SIZE]: 'Large' }, 20],
    [{ [COLOR]: 'green', [SIZE]: 'Medium' }, undefined],
  ])('%j → %j', (chosen, expected) => {
    expect(findMatchingVariation(HOODIE, chosen)?.variation_id).toBe(expected);
  });
  test('from no variations, nothing', () => {
    expect(findMatchingVariation([], { [COLOR]: 'red' })).toBeUndefined();
  });
});

describe('isSelectionComplete', () => {
  test.each<[readonly string[], ChosenAttributes, boolean]>([
    [HOODIE_ATTRIBUTES, {}, false],
    [HOODIE_ATTRIBUTES, { [COLOR]: 'red' }, false],
    [HOODIE_ATTRIBUTES, { [COLOR]: 'red', [SIZE]: '' }, false],
    [HOODIE_ATTRIBUTES, { [COLOR]: 'red', [SIZE]: 'Small' }, true],
    [HOODIE_ATTRIBUTES, { [COLOR]: 'red', [SIZE]: 'Small', extra: '' }, true],
    [[COLOR], { [COLOR]: 'red' }, true],
    [[], {}, false],
  ])('%j with %j → %s', (names, chosen, expected) => {
    expect(isSelectionComplete(names, chosen)).toBe(expected);
  });
});

const ok = (value: string): OptionAvailability => ({
  value,
  reachable: true,
  active: true,
  disabled: false,
  unavailable: false,
});
const soldOut = (value: string): OptionAvailability => ({ ...ok(value), unavailable: true });
const unreachable = (value: string): OptionAvailability => ({
  value,
  reachable: false,
  active: false,
  disabled: true,
  unavailable: false,
});

describe('availableOptions on the real Hoodie data', () => {
  test.each<[string, ChosenAttributes, string, OptionAvailability[]]>([
    ['sizes, nothing chosen', {}, SIZE, [ok('Small'), ok('Large')]],
    ['sizes for red', { [COLOR]: 'red' }, SIZE, [ok('Small'), ok('Large')]],
    ['sizes for green: Large only out of stock', { [COLOR]: 'green' }, SIZE, [ok('Small'), soldOut('Large')]],
    [
      'colours for Large: green only out of stock',
      { [SIZE]: 'Large' },
      COLOR,
      [ok('red'), ok('blue'), soldOut('green')],
    ],
    [
      "the attribute's own choice is ignored",
      { [COLOR]: 'green', [SIZE]: 'Large' },
      SIZE,
      [ok('Small'), soldOut('Large')],
    ],
    [
      'nothing reachable for an unknown colour',
      { [COLOR]: 'purple' },
      SIZE,
      [unreachable('Small'), unreachable('Large')],
    ],
  ])('%s', (_name, chosen, attribute, expected) => {
    expect(availableOptions(HOODIE, chosen, attribute)).toEqual(expected);
  });

  test("the select's options give the order and may hold values no variation has", () => {
    expect(availableOptions(HOODIE, {}, COLOR, ['blue', 'green', 'red', 'purple'])).toEqual([
      ok('blue'),
      ok('green'),
      ok('red'),
      unreachable('purple'),
    ]);
  });
});

describe('availableOptions edge cases', () => {
  test.each<
    [string, Parameters<typeof variation>[], ChosenAttributes, string[] | undefined, OptionAvailability[]]
  >([
    [
      'a value only other colours have is unreachable',
      [
        [1, { [COLOR]: 'red', [SIZE]: 'Small' }],
        [2, { [COLOR]: 'blue', [SIZE]: 'Large' }],
      ],
      { [COLOR]: 'red' },
      undefined,
      [ok('Small'), unreachable('Large')],
    ],
    [
      'an "any size" variation reaches every size the select offers',
      [
        [1, { [COLOR]: 'red', [SIZE]: '' }],
        [2, { [COLOR]: 'blue', [SIZE]: 'Large' }],
      ],
      { [COLOR]: 'red' },
      ['Small', 'Medium', 'Large'],
      [ok('Small'), ok('Medium'), ok('Large')],
    ],
    [
      'an inactive variation leaves its value reachable but disabled',
      [
        [1, { [COLOR]: 'red', [SIZE]: 'Small' }],
        [2, { [COLOR]: 'red', [SIZE]: 'Large' }, { variation_is_active: false }],
      ],
      { [COLOR]: 'red' },
      undefined,
      [ok('Small'), { value: 'Large', reachable: true, active: false, disabled: true, unavailable: false }],
    ],
    [
      'not purchasable counts as unavailable',
      [[1, { [COLOR]: 'red', [SIZE]: 'Small' }, { is_purchasable: false }]],
      {},
      undefined,
      [soldOut('Small')],
    ],
    [
      'not visible counts as unavailable',
      [[1, { [COLOR]: 'red', [SIZE]: 'Small' }, { variation_is_visible: false }]],
      {},
      undefined,
      [soldOut('Small')],
    ],
    [
      'one buyable variation among sold-out ones keeps the value available',
      [
        [1, { [COLOR]: 'red', [SIZE]: 'Small' }, { is_in_stock: false }],
        [2, { [COLOR]: 'blue', [SIZE]: 'Small' }],
      ],
      {},
      undefined,
      [ok('Small')],
    ],
  ])('%s', (_name, made, chosen, options, expected) => {
    const variations = made.map((args) => variation(...args));
    expect(availableOptions(variations, chosen, SIZE, options)).toEqual(expected);
  });
});

describe('attributeValues', () => {
  test.each<[string, string[]]>([
    [COLOR, ['red', 'blue', 'green']],
    [SIZE, ['Small', 'Large']],
    ['attribute_missing', []],
  ])('%s → %j', (name, expected) => {
    expect(attributeValues(HOODIE, name)).toEqual(expected);
  });
});
