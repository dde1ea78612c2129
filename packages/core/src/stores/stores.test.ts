import { resetConfig } from '../config/index';
import { configure } from '../configure/index';
import { getCookie, removeCookie, setCookie } from '../cookies/index';
import {
  $cart,
  $colourMode,
  $compareCount,
  $currency,
  $wishlistCount,
  noteCartReply,
  resetStores,
  setColourMode,
  setCompareCount,
  setCurrency,
  setWishlistCount,
  toggleColourMode,
} from './index';

const COOKIES = [
  'woocommerce_items_in_cart',
  'woocommerce_cart_hash',
  'wopb_compare',
  'wopb_wishlist',
  'ultplocalDLMode',
];

beforeEach(() => {
  resetConfig();
  resetStores();
});

afterEach(() => {
  for (const name of COOKIES) removeCookie(name);
  resetConfig();
});

describe('$cart', () => {
  it('starts from WooCommerce cookies', () => {
    expect($cart.get()).toEqual({ itemCount: null, hasItems: false, hash: '', fragmentsUpdatedAt: 0 });
    setCookie('woocommerce_items_in_cart', '1');
    setCookie('woocommerce_cart_hash', 'abc123');
    resetStores();
    expect($cart.get()).toEqual({ itemCount: null, hasItems: true, hash: 'abc123', fragmentsUpdatedAt: 0 });
  });

  it('notifies every subscriber of a count change', () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = $cart.listen(a);
    const offB = $cart.listen(b);
    noteCartReply({ itemCount: 3 });
    expect(a.mock.calls[0]?.[0]).toMatchObject({ itemCount: 3, hasItems: true });
    expect(b).toHaveBeenCalledTimes(1);
    noteCartReply({ itemCount: -2 });
    expect($cart.get()).toMatchObject({ itemCount: 0, hasItems: false });
    offA();
    offB();
  });

  it('records replies: hash, time, emptiness', () => {
    noteCartReply({ cartHash: 'h1', at: 1000 });
    expect($cart.get()).toEqual({ itemCount: null, hasItems: true, hash: 'h1', fragmentsUpdatedAt: 1000 });
    noteCartReply({ cartHash: 'h2', itemCount: 4, at: 2000 });
    expect($cart.get()).toEqual({ itemCount: 4, hasItems: true, hash: 'h2', fragmentsUpdatedAt: 2000 });
    noteCartReply({ cartHash: '', at: 3000 });
    expect($cart.get()).toEqual({ itemCount: 0, hasItems: false, hash: '', fragmentsUpdatedAt: 3000 });
    noteCartReply({ cartHash: 'h3', at: 4000 });
    expect($cart.get()).toMatchObject({ itemCount: null, hasItems: true });
  });
});

describe('$compareCount and $wishlistCount', () => {
  it('start from the server cookies (JSON id lists)', () => {
    setCookie('wopb_compare', JSON.stringify([11, 12, 13]));
    setCookie('wopb_wishlist', JSON.stringify([11]));
    resetStores();
    expect($compareCount.get()).toBe(3);
    expect($wishlistCount.get()).toBe(1);
  });

  it('treat a broken cookie as empty', () => {
    setCookie('wopb_compare', '[1,');
    setCookie('wopb_wishlist', '{"a":1}');
    resetStores();
    expect($compareCount.get()).toBe(0);
    expect($wishlistCount.get()).toBe(0);
  });

  it('are set from replies, as whole non-negative numbers', () => {
    setCompareCount(2.7);
    setWishlistCount(Number.NaN);
    expect($compareCount.get()).toBe(2);
    expect($wishlistCount.get()).toBe(0);
    setWishlistCount(5);
    expect($wishlistCount.get()).toBe(5);
  });
});

describe('$colourMode', () => {
  it('starts light without cookie or site default', () => {
    expect($colourMode.get()).toBe('ultplight');
  });

  it('starts from the site default, and the visitor cookie wins over it', () => {
    configure({ postBlocks: { savedColourMode: 'ultpdark' } });
    resetStores();
    expect($colourMode.get()).toBe('ultpdark');
    setCookie('ultplocalDLMode', 'ultplight');
    resetStores();
    expect($colourMode.get()).toBe('ultplight');
  });

  it('ignores a cookie with another value', () => {
    setCookie('ultplocalDLMode', 'sepia');
    resetStores();
    expect($colourMode.get()).toBe('ultplight');
  });

  it('writes the cookie when changed', () => {
    setColourMode('ultpdark');
    expect($colourMode.get()).toBe('ultpdark');
    expect(getCookie('ultplocalDLMode')).toBe('ultpdark');
    expect(toggleColourMode()).toBe('ultplight');
    expect(getCookie('ultplocalDLMode')).toBe('ultplight');
  });
});

describe('$currency', () => {
  it('starts from the config ($ on the left by default)', () => {
    expect($currency.get()).toEqual({ code: '', symbol: '$', position: 'left' });
    configure({ productBlocks: { currencySymbol: '₺', currencyPosition: 'right_space' } });
    resetStores();
    expect($currency.get()).toEqual({ code: '', symbol: '₺', position: 'right_space' });
  });

  it('changes field by field', () => {
    setCurrency({ code: 'EUR', symbol: '€' });
    expect($currency.get()).toEqual({ code: 'EUR', symbol: '€', position: 'left' });
  });
});
