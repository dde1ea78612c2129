import { canChoose, isCurrencyCode, offered, owedAnnouncement } from './model';

const list = [
  { code: 'TRY', current: true },
  { code: 'USD', current: false },
  { code: 'EUR', current: false },
];

describe('currency switcher model', () => {
  test.each([
    ['USD', true],
    ['TRY', true],
    ['usd', false],
    ['US', false],
    ['USDT', false],
    ['', false],
    ['{', false],
  ])('%j is a currency code: %s', (value, ok) => {
    expect(isCurrencyCode(value)).toBe(ok);
  });

  test('offers every currency but the current one, in the printed order', () => {
    expect(offered(list)).toEqual(['USD', 'EUR']);
    expect(offered([{ code: 'TRY', current: true }])).toEqual([]);
  });

  test('a choice goes out for an offered code only, one at a time', () => {
    expect(canChoose('USD', list, false)).toBe(true);
    expect(canChoose('TRY', list, false)).toBe(false); // already the visitor's
    expect(canChoose('GBP', list, false)).toBe(false); // not the store's
    expect(canChoose('EUR', list, true)).toBe(false); // another is on its way
  });

  test.each([
    ['USD', 'USD', 'USD'],
    ['USD', 'TRY', null], // the server did not keep it: nothing to announce
    [null, 'USD', null],
    ['<b>', 'USD', null],
  ])('the note %j on a page showing %s owes the announcement %j', (note, selected, owed) => {
    expect(owedAnnouncement(note, selected)).toBe(owed);
  });
});
