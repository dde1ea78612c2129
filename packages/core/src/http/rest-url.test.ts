import { restUrl } from './rest-url';

describe('restUrl', () => {
  it.each([
    ['/wp-json/', 'wopb/views', undefined, 'http://localhost:3000/wp-json/wopb/views?_locale=user'],
    ['/wp-json', '/wopb/views', undefined, 'http://localhost:3000/wp-json/wopb/views?_locale=user'],
    [
      'https://shop.example/wp-json/',
      'ultp/ultp_search_data',
      { a: 1 },
      'https://shop.example/wp-json/ultp/ultp_search_data?a=1&_locale=user',
    ],
    [
      '/?rest_route=/',
      'wp/v2/posts?page=2',
      undefined,
      'http://localhost:3000/?rest_route=%2Fwp%2Fv2%2Fposts&page=2&_locale=user',
    ],
    [
      '/wp-json/',
      'https://other.example/wp-json/x?y=1',
      undefined,
      'https://other.example/wp-json/x?y=1&_locale=user',
    ],
    ['/wp-json/', 'x', { _locale: 'site' }, 'http://localhost:3000/wp-json/x?_locale=site'],
    [
      '/wp-json/',
      'x',
      { include: [3, 4], skip: null },
      'http://localhost:3000/wp-json/x?include%5B0%5D=3&include%5B1%5D=4&_locale=user',
    ],
  ])('%s + %s', (root, path, query, expected) => {
    expect(restUrl(root, path, query).href).toBe(expected);
  });
});
