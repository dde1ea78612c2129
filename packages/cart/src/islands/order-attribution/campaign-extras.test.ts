import {
  campaignExtras,
  decodeExtras,
  packExtras,
  rawQueryParam,
  sbjsCookieMinutes,
} from './campaign-extras';

describe('rawQueryParam: the URL as sourcebuster reads it', () => {
  test.each([
    { search: '?utm_id=k42&utm_source=x', name: 'utm_id', expected: 'k42' },
    { search: 'utm_id=k42', name: 'utm_id', expected: 'k42' },
    { search: '?utm_id=a%20b', name: 'utm_id', expected: 'a%20b' },
    { search: '?utm_id=a=b', name: 'utm_id', expected: 'a' },
    { search: '?utm_id=1&utm_id=2', name: 'utm_id', expected: '1,2' },
    { search: '?utm_id', name: 'utm_id', expected: '' },
    { search: '?utm_ids=1', name: 'utm_id', expected: '' },
    { search: '', name: 'utm_id', expected: '' },
  ])('$search → $expected', ({ search, name, expected }) => {
    expect(rawQueryParam(search, name)).toBe(expected);
  });
});

describe('campaignExtras: the fork’s four keys', () => {
  const all =
    '?utm_source=s&utm_id=k42&utm_source_platform=meta&utm_creative_format=video&utm_marketing_tactic=remarketing';
  test.each([
    {
      name: 'a campaign with all four',
      search: all,
      isCampaign: true,
      expected: { id: 'k42', plt: 'meta', fmt: 'video', tct: 'remarketing' },
    },
    {
      name: 'a campaign with some, one empty',
      search: '?utm_source=s&utm_id=&utm_creative_format=banner',
      isCampaign: true,
      expected: { id: '(none)', plt: '(none)', fmt: 'banner', tct: '(none)' },
    },
    {
      name: 'another source ignores the URL',
      search: all,
      isCampaign: false,
      expected: { id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' },
    },
  ])('$name', ({ search, isCampaign, expected }) => {
    expect(campaignExtras(search, isCampaign)).toEqual(expected);
  });

  test('packs in the fork’s order with its delimiter, and decodes as sbjs.get does', () => {
    const extras = { id: 'k%2042', plt: 'meta', fmt: '%E0%A4%A', tct: '(none)' };
    expect(packExtras(extras)).toBe('|||id=k%2042|||plt=meta|||fmt=%E0%A4%A|||tct=(none)');
    expect(decodeExtras(extras)).toEqual({ id: 'k 42', plt: 'meta', fmt: '%E0%A4%A', tct: '(none)' });
  });
});

describe('sbjsCookieMinutes: sourcebuster’s lifetime', () => {
  test.each([
    { months: 1.0e-5, minutes: 0 },
    { months: 6, minutes: 259200 },
    { months: 0.5, minutes: 21600 },
    { months: 0, minutes: 259200 },
    { months: Number.NaN, minutes: 259200 },
  ])('$months months → $minutes minutes', ({ months, minutes }) => {
    expect(sbjsCookieMinutes(months)).toBe(minutes);
  });
});
