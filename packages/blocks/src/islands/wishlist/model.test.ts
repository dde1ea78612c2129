import { opensList, readWishlistReply, wishlistPayload } from './model';

describe('wishlist model', () => {
  test('the payload as wishlist.js sends it', () => {
    expect(wishlistPayload('32', 'add', false)).toEqual({
      post_id: '32',
      type: 'add',
      simpleProduct: 'false',
    });
    expect(wishlistPayload('32,33', 'cart_remove_all', false)).toEqual({
      post_id: '32,33',
      type: 'cart_remove_all',
      simpleProduct: 'false',
    });
  });

  test.each([
    [
      { success: true, data: { html: '<table></table>', wishlist_count: 2 } },
      { ok: true, html: '<table></table>', count: 2, productRedirect: '' },
    ],
    [
      { success: true, data: { wishlist_count: 0, product_redirect: '/urun/x/' } },
      { ok: true, html: null, count: 0, productRedirect: '/urun/x/' },
    ],
    [
      { success: true, data: 'Wishlist Already Removed.' },
      { ok: true, html: null, count: null, productRedirect: '' },
    ],
    [
      { success: false, data: { message: 'x', redirect: '/wp-login.php' } },
      { ok: false, redirect: '/wp-login.php' },
    ],
    [
      { success: false, data: 'Wishlist Not Added.' },
      { ok: false, redirect: '' },
    ],
    ['-1', null],
  ])('reads %j', (body, reply) => {
    expect(readWishlistReply(body)).toEqual(reply);
  });

  test.each([
    ['menu_block', false, '', true],
    ['add', true, '', true],
    ['add', false, '', false],
    ['add', true, '/istek-listesi/', false],
  ] as const)('%s (active %s, redirect %j) opens the list: %s', (type, active, redirect, opens) => {
    expect(opensList(type, active, redirect)).toBe(opens);
  });
});
