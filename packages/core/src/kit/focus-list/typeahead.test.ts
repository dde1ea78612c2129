import { createTypeahead, isTypeaheadKey, typeaheadTarget } from './typeahead';

describe('typeaheadTarget', () => {
  const items = ['Türk Lirası', 'Dolar', 'Euro', 'İngiliz Sterlini', 'Dirhem', 'Tenge'].map((label) => ({
    label,
  }));
  test.each([
    // query, from, found
    ['d', -1, 1],
    ['d', 1, 4],
    ['d', 4, 1],
    ['dd', 1, 4],
    ['di', -1, 4],
    ['do', 1, 1],
    ['t', 0, 5],
    ['i', -1, 3],
    ['İN', -1, 3],
    ['  e', -1, 2],
    ['x', 0, -1],
    ['', 0, -1],
  ])('"%s" from %i → %i', (query, from, found) => {
    expect(typeaheadTarget(items, query, from)).toBe(found);
  });

  test('Turkish case rules: I is ı and İ is i; another locale folds as it does', () => {
    const cities = [{ label: 'Iğdır' }, { label: 'İzmir' }];
    expect(typeaheadTarget(cities, 'ı', -1)).toBe(0);
    expect(typeaheadTarget(cities, 'i', -1)).toBe(1);
    expect(typeaheadTarget(cities, 'i', -1, 'en')).toBe(0);
  });

  test('skips disabled items; an empty list finds nothing', () => {
    expect(typeaheadTarget([{ label: 'Dolar', disabled: true }, { label: 'Dirhem' }], 'd', -1)).toBe(1);
    expect(typeaheadTarget([], 'a', -1)).toBe(-1);
  });
});

describe('createTypeahead', () => {
  test('joins quick keystrokes; a pause starts a new query', () => {
    const typeahead = createTypeahead(500);
    expect(typeahead.typing(0)).toBe(false);
    expect(typeahead.push('e', 1000)).toBe('e');
    expect(typeahead.push('u', 1300)).toBe('eu');
    expect(typeahead.typing(1700)).toBe(true);
    expect(typeahead.typing(1801)).toBe(false);
    expect(typeahead.push('d', 1900)).toBe('d');
    typeahead.reset();
    expect(typeahead.typing(1901)).toBe(false);
    expect(typeahead.push('e', 1902)).toBe('e');
  });

  test.each([
    [{ key: 'a' }, true],
    [{ key: 'ş' }, true],
    [{ key: ' ' }, true],
    [{ key: 'a', ctrlKey: true }, false],
    [{ key: 'a', metaKey: true }, false],
    [{ key: 'Enter' }, false],
  ])('isTypeaheadKey(%o) → %s', (event, expected) => {
    expect(isTypeaheadKey({ ctrlKey: false, altKey: false, metaKey: false, ...event })).toBe(expected);
  });
});
