import { setHttpClient } from '@firsat/core/http';
import { configure, dispatchClassic } from '@firsat/core/island';
import { $wishlistCount } from '@firsat/core/stores';
import { fakeFetch, json, type SeenRequest, startBehaviour, TEST_SETTINGS, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import { resetLists } from '../../shared/product-lists';
import { wishlistCardMarkup, wishlistPageMarkup, wishlistReplyMarkup } from './fixtures';
import wishlistBehaviour from './island';
import { wishlistProps } from './props';
import { wishlistNavigation } from './wishlist-modal';

const SELECTOR = '.wopb-wishlist-add, .wopb-wishlist-nav-item, .wopb-menu-wishlist-btn';
const stops: (() => void)[] = [];
function mount(markup = wishlistPageMarkup()) {
  document.body.innerHTML = markup;
  for (const el of document.querySelectorAll<HTMLElement>(SELECTOR)) {
    stops.push(startBehaviour(wishlistBehaviour, el).stop);
  }
}
const $ = (selector: string) => document.querySelector(selector) as HTMLElement;
const card = () => $('.wopb-block-item .wopb-wishlist-add');
const wrap = () => $('.wopb-footer-section .wopb-modal-wrap');
const fields = (request: SeenRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.text));

/** The demo store in miniature: the wishlist in memory, the plugin's replies. */
function store({ fail = 0, expired = false, login = '' } = {}) {
  let ids: number[] = [];
  let renewed = false;
  const fake = fakeFetch((request) => {
    const sent = fields(request);
    if (sent.action === 'wopb_get_nonce') {
      renewed = true;
      return json({ success: true, data: { nonce: 'fresh-nonce' } });
    }
    if (fail) return new Response('Internal Server Error', { status: fail });
    if (expired && !renewed) return text('-1', { status: 403 });
    if (login) return json({ success: false, data: { message: 'Giriş yapmalısınız.', redirect: login } });
    const id = Number(sent.post_id);
    if (sent.type === 'add' && !ids.includes(id)) ids = [...ids, id];
    if (sent.type === 'remove') ids = ids.filter((x) => x !== id);
    const html = sent.type === 'add' || sent.type === 'menu_block' ? { html: wishlistReplyMarkup(ids) } : {};
    return json({ success: true, data: { ...html, wishlist_count: ids.length } });
  });
  vi.stubGlobal('fetch', fake.fetch);
  return { requests: fake.requests, seed: (next: number[]) => (ids = next) };
}

beforeAll(() => wishlistBehaviour.messages?.load());
beforeEach(() => {
  configure({
    ...TEST_SETTINGS,
    productBlocks: { security: 'core-nonce', wishlistSecurity: 'wishlist-nonce' },
  });
  setHttpClient(undefined);
  sessionStorage.clear();
  resetLists();
  $wishlistCount.set(0);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setHttpClient(undefined);
});

describe('wishlist props', () => {
  test('read the control’s data-*', () => {
    document.body.innerHTML = wishlistCardMarkup();
    expect(wishlistProps.parse(card())).toEqual({
      action: 'add',
      postId: '32',
      redirect: '',
      loginRedirect: '',
      contentClass: 'wopb-wishlist-wrapper',
      loader: 'loader_1',
    });
  });

  test('a bad data-login-redirect names the attribute', () => {
    document.body.innerHTML = wishlistCardMarkup().replace(
      'data-postid="32"',
      'data-postid="32" data-login-redirect="javascript:alert(1)"',
    );
    expect(() => wishlistProps.parse(card())).toThrow('data-login-redirect');
  });
});

describe('wishlist controls', () => {
  test('keyboard buttons named for their product and state; unbound they are as printed', () => {
    document.body.innerHTML = wishlistPageMarkup();
    const printed = document.body.innerHTML;
    mount();
    expect(card()).toHaveAttribute('role', 'button');
    expect(card()).toHaveAccessibleName('İstek listesine ekle: Hakiki Deri Cüzdan');
    expect($('.wopb-wishlist-nav-item')).toHaveAccessibleName('İstek listesi, 0 ürün');
    expect($('.wopb-wishlist-nav-item')).toHaveAttribute('aria-haspopup', 'dialog');
    for (const stop of stops.splice(0)) stop();
    expect(document.body.innerHTML).toBe(printed);
  });

  test('a first press adds (action, post_id, type, simpleProduct, wpnonce): the button turns active, the count goes up, announced; no modal', async () => {
    const server = store();
    mount();
    card().click();
    await waitFor(() => expect(card()).toHaveClass('wopb-wishlist-active'));
    expect(fields(server.requests[0])).toEqual({
      action: 'wopb_wishlist',
      post_id: '32',
      type: 'add',
      simpleProduct: 'false',
      wpnonce: 'wishlist-nonce',
    });
    expect(card()).toHaveAccessibleName('İstek listesini gör: Hakiki Deri Cüzdan');
    expect($('.wopb-wishlist-count')).toHaveTextContent('1');
    expect(wrap()).not.toHaveClass('active');
    await waitFor(() =>
      expect(document.body.textContent).toContain('Hakiki Deri Cüzdan istek listesine eklendi.'),
    );
  });

  test('a press on an added product opens the list in the modal; remove takes the row, the last one closes it', async () => {
    const server = store();
    server.seed([32, 33]);
    mount(wishlistPageMarkup({ active: true }));
    card().click();
    await waitFor(() => expect($('.wopb-modal-content table')).not.toBeNull());
    expect(wrap()).toHaveClass('active');
    expect($('.wopb-modal-content')).toHaveClass('wopb-wishlist-wrapper');
    expect(wrap()).toHaveAccessibleName('İstek listesi');
    $('.wopb-wishlist-remove[data-postid="33"]').click();
    await waitFor(() => expect(document.querySelectorAll('.wopb-modal-content tbody tr')).toHaveLength(1));
    expect(fields(server.requests[1])).toMatchObject({ post_id: '33', type: 'remove' });
    expect(document.activeElement).toBe($('.wopb-wishlist-remove[data-postid="32"]'));
    $('.wopb-wishlist-remove[data-postid="32"]').click();
    await waitFor(() => expect(wrap()).not.toHaveClass('active'));
    expect(card()).not.toHaveClass('wopb-wishlist-active');
    expect($('.wopb-wishlist-count')).toHaveTextContent('0');
    expect(document.activeElement).toBe(card());
  });

  test('the nav item lists with menu_block; "add all to cart" sends cart_remove_all and goes to the cart', async () => {
    const assign = vi.spyOn(wishlistNavigation, 'assign').mockImplementation(() => {});
    const server = store();
    server.seed([32, 33]);
    mount();
    $('.wopb-wishlist-nav-item').click();
    await waitFor(() => expect($('.wopb-modal-content table')).not.toBeNull());
    expect(fields(server.requests[0])).toMatchObject({ post_id: '', type: 'menu_block' });
    $('.wopb-wishlist-cart-added[data-action="cart_remove_all"]').click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sepet/'));
    expect(fields(server.requests[1])).toEqual({
      action: 'wopb_wishlist',
      post_id: '32,33',
      type: 'cart_remove_all',
      simpleProduct: 'false',
      wpnonce: 'wishlist-nonce',
    });
  });

  test('a row’s add to cart tells the list (cart_remove, simpleProduct true) and goes to the cart once the cart has it', async () => {
    const assign = vi.spyOn(wishlistNavigation, 'assign').mockImplementation(() => {});
    const server = store();
    server.seed([32]);
    mount();
    $('.wopb-wishlist-nav-item').click();
    await waitFor(() => expect($('.wopb-modal-content table')).not.toBeNull());
    const link = $('.wopb-wishlist-cart-added a.add_to_cart_button');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(fields(server.requests[1])).toMatchObject({
      post_id: '32',
      type: 'cart_remove',
      simpleProduct: 'true',
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(assign).not.toHaveBeenCalled();
    dispatchClassic('added_to_cart');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sepet/'));
  });

  test('a guest where a login is needed goes to the login address, nothing sent', async () => {
    const assign = vi.spyOn(wishlistNavigation, 'assign').mockImplementation(() => {});
    const server = store();
    mount(wishlistPageMarkup({ loginRedirect: '/wp-login.php?redirect_to=%2Fdemo%2F' }));
    $('.wopb-wishlist-addon-btn').click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/wp-login.php?redirect_to=%2Fdemo%2F'));
    expect(server.requests).toHaveLength(0);
  });

  test('a refusal with a redirect (SPEC §8) sends the visitor there', async () => {
    const assign = vi.spyOn(wishlistNavigation, 'assign').mockImplementation(() => {});
    store({ login: '/wp-login.php' });
    mount();
    card().click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/wp-login.php'));
    expect(card()).not.toHaveClass('wopb-wishlist-active');
  });

  test('a failure logs SPEC §8 with the status; the modal’s loader goes and it closes', async () => {
    store({ fail: 500 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount();
    $('.wopb-wishlist-nav-item').click();
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500));
    await waitFor(() => expect(wrap()).not.toHaveClass('active'));
    expect($('.wopb-modal-loading')).not.toHaveClass('active');
  });

  test('an expired nonce (-1, 403) is renewed once and the add goes through', async () => {
    const server = store({ expired: true });
    mount();
    card().click();
    await waitFor(() => expect(card()).toHaveClass('wopb-wishlist-active'));
    expect(server.requests.map((r) => fields(r).action)).toEqual([
      'wopb_wishlist',
      'wopb_get_nonce',
      'wopb_wishlist',
    ]);
    expect(fields(server.requests[2])).toMatchObject({ post_id: '32', type: 'add', wpnonce: 'fresh-nonce' });
  });
});
