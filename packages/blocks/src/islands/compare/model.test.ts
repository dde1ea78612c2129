import { comparePayload, compareQuantity, compareShow, pickerSearches, readCompareReply } from './model';

describe('compare model', () => {
  test('the payload as compare.js sends it', () => {
    expect(comparePayload(32, 'add', 'popup')).toEqual({ postid: '32', type: 'add', added_action: 'popup' });
    expect(comparePayload(null, 'nav_popup', 'nav_popup')).toEqual({
      postid: '',
      type: 'nav_popup',
      added_action: 'nav_popup',
    });
  });

  test.each([
    [
      { success: true, data: { html: '<div></div>', compare_count: 2, demo_column: 3 } },
      { html: '<div></div>', count: 2, demoColumn: 3 },
    ],
    [
      { success: true, data: { html: '', compare_count: 'x' } },
      { html: '', count: null, demoColumn: 3 },
    ],
    [{ success: false, data: 'Compare Not Added' }, null],
    [{ success: true, data: {} }, null],
    ['0', null],
    [null, null],
  ])('reads %j', (body, reply) => {
    expect(readCompareReply(body)).toEqual(reply);
  });

  test.each([
    ['remove', 'popup', 4, 'drop-cells'],
    ['remove', 'popup', 3, 'replace-wrapper'],
    ['remove', 'sidebar', 1, 'replace-wrapper'],
    ['clear', 'popup', 0, 'replace-wrapper'],
    ['add', 'product_list', 2, 'replace-wrapper'],
    ['add', 'popup', 1, 'content'],
    ['nav_popup', 'nav_popup', 5, 'content'],
  ] as const)('%s (%s) with %i left goes to %s', (type, added, count, where) => {
    expect(compareShow(type, added, { html: '', count, demoColumn: 3 })).toBe(where);
  });

  test.each([
    ['', true],
    ['  ', true],
    ['de', false],
    ['der', true],
    ['İğn', true],
    ['çö', false],
  ])('the picker searches for %j: %s', (text, searches) => {
    expect(pickerSearches(text)).toBe(searches);
  });

  test.each([
    ['', '1'],
    ['0', '1'],
    ['-3', '1'],
    ['abc', '1'],
    ['2', '2'],
    ['2.7', '2'],
  ])('quantity %j is kept as %j', (value, kept) => {
    expect(compareQuantity(value)).toBe(kept);
  });
});
