import { ADD_TO_CART_RESPONSE, REMOVE_FROM_CART_RESPONSE } from '../testing';
import { itemCountFromFragments } from './item-count';
import { readCartReply } from './reply';

describe('readCartReply', () => {
  test.each([
    ['the add_to_cart reply', ADD_TO_CART_RESPONSE, 'fragments'],
    ['the same reply as text', JSON.stringify(REMOVE_FROM_CART_RESPONSE), 'fragments'],
    ['error + product_url', { error: true, product_url: 'http://x/urun/a/' }, 'error'],
    ['{"success":false}', { success: false }, 'none'],
    ['{"success":true} without fragments', { success: true }, 'success'],
    ['an empty body', '', 'none'],
    ['-1', '-1', 'none'],
    ['null', null, 'none'],
  ])('%s', (_, body, kind) => {
    expect(readCartReply(body).kind).toBe(kind);
  });

  test('keeps the hash and only string fragments', () => {
    expect(readCartReply({ fragments: { a: '<a></a>', b: 3 }, cart_hash: 'h' })).toEqual({
      kind: 'fragments',
      fragments: { a: '<a></a>' },
      cartHash: 'h',
    });
  });

  test('an error without a product url has none (product_url false)', () => {
    expect(readCartReply({ error: true, product_url: false })).toEqual({ kind: 'error', productUrl: null });
  });
});

describe('itemCountFromFragments', () => {
  test.each([
    ['the reference mini cart (Beanie × 2)', ADD_TO_CART_RESPONSE.fragments, 2],
    ['the reference mini cart after removing (Hoodie × 1)', REMOVE_FROM_CART_RESPONSE.fragments, 1],
    [
      'the header link wins',
      { 'a.cart-contents': '<a class="cart-contents"><span class="count">5 ürün</span></a>' },
      5,
    ],
    [
      'an empty mini cart',
      {
        'div.widget_shopping_cart_content':
          '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Boş</p></div>',
      },
      0,
    ],
    ['nothing about the cart', { 'div.other': '<div class="other">3</div>' }, null],
  ])('%s', (_, fragments, count) => {
    expect(itemCountFromFragments(fragments)).toBe(count);
  });
});
