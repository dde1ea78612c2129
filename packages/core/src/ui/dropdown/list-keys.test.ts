import { createTypeahead, matchIndex, moveIndex } from './list-keys';

describe('moveIndex', () => {
  test.each([
    // key, from, count, to
    ['ArrowDown', -1, 4, 0],
    ['ArrowDown', 0, 4, 1],
    ['ArrowDown', 3, 4, 3],
    ['ArrowUp', -1, 4, 3],
    ['ArrowUp', 2, 4, 1],
    ['ArrowUp', 0, 4, 0],
    ['Home', 2, 4, 0],
    ['End', 0, 4, 3],
    ['PageUp', 3, 4, 0],
    ['PageDown', 0, 4, 3],
    ['ArrowDown', -1, 0, null],
    ['a', 1, 4, null],
    ['ArrowLeft', 1, 4, null],
  ])('%s from %i of %i → %s', (key, from, count, to) => {
    expect(moveIndex(key, from, count)).toBe(to);
  });
});

describe('matchIndex', () => {
  const labels = ['Türk Lirası', 'Dolar', 'Euro', 'İngiliz Sterlini', 'Dirhem', 'Tenge'];
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
    expect(matchIndex(labels, query, from)).toBe(found);
  });

  test('an empty list finds nothing', () => {
    expect(matchIndex([], 'a', -1)).toBe(-1);
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
});
