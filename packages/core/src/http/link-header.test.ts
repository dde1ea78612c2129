import { nextLink } from './link-header';

describe('nextLink', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['<https://a.test/wp-json/wp/v2/posts?page=2>; rel="next"', 'https://a.test/wp-json/wp/v2/posts?page=2'],
    ['<https://a.test/?page=1>; rel="prev", <https://a.test/?page=3>; rel="next"', 'https://a.test/?page=3'],
    ['<https://a.test/?_fields=id,title&page=2>; rel="next"', 'https://a.test/?_fields=id,title&page=2'],
    ['<https://a.test/?page=2>; rel=next', 'https://a.test/?page=2'],
    ['<https://a.test/?page=1>; rel="prev"', undefined],
    ['<https://a.test/?page=9>; rel="nextish"', undefined],
  ])('%s → %s', (header, expected) => {
    expect(nextLink(header)).toBe(expected);
  });
});
