import { setHttpClient } from '@firsat/core/http';
import { configure, removeCookie, setCookie } from '@firsat/core/island';
import { $compareCount } from '@firsat/core/stores';
import { fakeFetch, json, type SeenRequest, startBehaviour, TEST_SETTINGS, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetLists } from '../../shared/product-lists';
import { compareNavigation } from './compare-modal';
import {
  compareCardMarkup,
  compareNavMarkup,
  comparePageMarkup,
  compareProductListMarkup,
  compareReplyMarkup,
} from './fixtures';
import compareBehaviour from './island';
import { compareProps } from './props';

const stops: (() => void)[] = [];
/** Binds every compare control of the page, as the runtime does. */
function mount(markup = comparePageMarkup()) {
  document.body.innerHTML = markup;
  for (const el of document.querySelectorAll<HTMLElement>(compareBehaviourSelector)) {
    stops.push(startBehaviour(compareBehaviour, el).stop);
  }
}
const compareBehaviourSelector = '.wopb-compare-btn, .wopb-compare-nav-item, .wopb-menu-compare-btn';
const $ = (selector: string) => document.querySelector(selector) as HTMLElement;
const card = () => $('.wopb-block-item .wopb-compare-btn');
const fields = (request: SeenRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.text));
const wrap = () => $('.wopb-footer-section .wopb-modal-wrap');

/** The demo store in miniature: the list in memory, the plugin's replies. */
function store({ fail = 0, expired = false } = {}) {
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
    if (request.url.search === '?wc-ajax=wopb_product_list') {
      return json({ success: true, data: { html: compareProductListMarkup(ids, sent.search) } });
    }
    const id = Number(sent.postid);
    if (sent.type === 'add' && !ids.includes(id)) ids = [...ids, id];
    if (sent.type === 'remove') ids = ids.filter((x) => x !== id);
    if (sent.type === 'clear') ids = [];
    return json({
      success: true,
      data: { html: compareReplyMarkup(ids, sent.added_action), compare_count: ids.length, demo_column: 3 },
    });
  });
  vi.stubGlobal('fetch', fake.fetch);
  return { requests: fake.requests, ids: () => ids, seed: (next: number[]) => (ids = next) };
}

beforeAll(() => compareBehaviour.messages?.load());
beforeEach(() => {
  configure({
    ...TEST_SETTINGS,
    productBlocks: {
      security: 'core-nonce',
      compareSecurity: 'compare-nonce',
      urls: { ajax_product_list: '/?wc-ajax=wopb_product_list' },
    },
  });
  setHttpClient(undefined);
  sessionStorage.clear();
  resetLists();
  $compareCount.set(0);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setHttpClient(undefined);
});

describe('compare props', () => {
  test('read the control’s data-*', () => {
    document.body.innerHTML = compareCardMarkup();
    expect(compareProps.parse(card())).toEqual({
      action: 'add',
      addedAction: 'popup',
      postId: '32',
      redirect: '',
      wrapperClass: '',
      openAnimation: 'wopb-zoom_in',
      closeAnimation: 'wopb-zoom_out',
      loader: 'loader_1',
    });
  });

  test.each([
    ['data-postid', 'data-postid="32"', 'data-postid="cüzdan"'],
    ['data-action', 'data-action="add"', 'data-action="sil"'],
    ['data-open-animation', 'data-open-animation="wopb-zoom_in"', 'data-open-animation="a&quot;b"'],
  ])('a bad %s names the attribute', (attribute, printed, bad) => {
    document.body.innerHTML = compareCardMarkup().replace(printed, bad);
    expect(() => compareProps.parse(card())).toThrow(attribute);
  });
});

describe('compare controls', () => {
  test('keyboard buttons named for their product and state; unbound they are as printed', () => {
    document.body.innerHTML = comparePageMarkup();
    const printed = document.body.innerHTML;
    mount();
    expect(card()).toHaveAttribute('role', 'button');
    expect(card()).toHaveAttribute('tabindex', '0');
    expect(card()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(card()).toHaveAccessibleName('Karşılaştırmaya ekle: Hakiki Deri Cüzdan');
    expect($('.wopb-compare-addon-btn')).toHaveAccessibleName(
      'Karşılaştırmaya ekle: Paslanmaz Çelik Termos 500 ml',
    );
    expect($('.wopb-compare-nav-item')).toHaveAccessibleName('Karşılaştır, 0 ürün');
    for (const stop of stops.splice(0)) stop();
    expect(document.body.innerHTML).toBe(printed);
  });

  test('a press posts wopb_compare (action, postid, type, added_action, wpnonce) and shows the table; the card turns active, the count goes up and is announced', async () => {
    const server = store();
    mount(`${comparePageMarkup()}${compareCardMarkup()}`);
    card().click();
    await waitFor(() => expect($('.wopb-modal-content .wopb-compare-table')).not.toBeNull());
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(fields(server.requests[0])).toEqual({
      action: 'wopb_compare',
      postid: '32',
      type: 'add',
      added_action: 'popup',
      wpnonce: 'compare-nonce',
    });
    expect(wrap()).toHaveClass('active', 'wopb-zoom_in');
    expect(wrap()).toHaveAttribute('role', 'dialog');
    expect(wrap()).toHaveAccessibleName('Ürünleri karşılaştır');
    // every card of that product, and the badge
    for (const el of document.querySelectorAll('.wopb-block-item .wopb-compare-btn')) {
      expect(el).toHaveClass('wopb-compare-active');
      expect(el).toHaveAccessibleName('Karşılaştırmada: Hakiki Deri Cüzdan');
    }
    expect($('.wopb-compare-count')).toHaveTextContent('1');
    expect($('.wopb-compare-nav-item')).toHaveAccessibleName('Karşılaştır, 1 ürün');
    expect($compareCount.get()).toBe(1);
    await waitFor(() => expect(document.body.textContent).toContain('Karşılaştırma listesinde 1 ürün var'));
    // its controls are keyboard buttons
    expect($('.wopb-compare-remove')).toHaveAttribute('role', 'button');
    expect($('.wopb-compare-add-btn')).toHaveAttribute('role', 'button');
  });

  test('the nav item asks nav_popup with an empty postid', async () => {
    const server = store();
    server.seed([32, 33]);
    mount();
    $('.wopb-compare-nav-item').click();
    await waitFor(() => expect($('.wopb-modal-content .wopb-compare-table')).not.toBeNull());
    expect(fields(server.requests[0])).toMatchObject({
      postid: '',
      type: 'nav_popup',
      added_action: 'nav_popup',
    });
    expect($('.wopb-compare-count')).toHaveTextContent('2');
  });

  test('remove: the column goes while more products than demo columns remain, else the table is redrawn; clear empties it', async () => {
    const server = store();
    server.seed([20, 25, 32, 33, 34]);
    mount();
    $('.wopb-compare-nav-item').click();
    await waitFor(() =>
      expect(document.querySelectorAll('.wopb-modal-content .wopb-compare-remove')).toHaveLength(5),
    );
    const table = () => $('.wopb-modal-content .wopb-compare-table');
    const before = table();
    $('.wopb-compare-remove[data-postid="25"]').click();
    await waitFor(() => expect(before.querySelectorAll('.wopb-compare-item-25')).toHaveLength(0));
    expect(fields(server.requests[1])).toMatchObject({ postid: '25', type: 'remove', added_action: 'popup' });
    expect(table()).toBe(before);
    expect(document.activeElement).toBe($('.wopb-compare-remove[data-postid="32"]'));
    // 3 left: no more than the demo columns, the wrapper is drawn again from the reply
    $('.wopb-compare-remove[data-postid="20"]').click();
    await waitFor(() => expect(table()).not.toBe(before));
    expect(table().querySelectorAll('.wopb-compare-remove')).toHaveLength(3);
    expect(wrap().contains(document.activeElement)).toBe(true);
    $('.wopb-compare-clear-btn').click();
    await waitFor(() => expect($('.wopb-modal-content .wopb-no-product')).not.toBeNull());
    expect(fields(server.requests[3])).toMatchObject({ type: 'clear' });
    expect($('.wopb-compare-count')).toHaveTextContent('0');
    expect(card()).not.toHaveClass('wopb-compare-active');
  });

  test('the picker: searches with an empty text or 3+ characters, a focus list of results, adds and stays open', async () => {
    const server = store();
    server.seed([32]);
    const user = userEvent.setup();
    mount();
    $('.wopb-compare-nav-item').click();
    await waitFor(() => expect($('.wopb-modal-content .wopb-compare-add-btn')).not.toBeNull());
    $('.wopb-compare-add-btn').click();
    const picker = $('.wopb-compare-product-list-modal');
    expect(picker).not.toHaveClass('wopb-d-none');
    expect($('.wopb-product-list-content')).toHaveAttribute('role', 'dialog');
    expect($('.wopb-product-list-content')).toHaveAccessibleName('Karşılaştırmaya ürün ekle');
    expect(document.activeElement).toBe($('.wopb-search-input'));
    // the table under it is out of reach
    expect($('.wopb-modal-content .wopb-modal-body')).toHaveAttribute('inert');
    await user.type($('.wopb-search-input'), 'Te');
    await new Promise((r) => setTimeout(r, 400));
    expect(server.requests).toHaveLength(1);
    await user.type($('.wopb-search-input'), 'r');
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[1]?.url.search).toBe('?wc-ajax=wopb_product_list');
    expect(fields(server.requests[1])).toEqual({
      action: 'wopb_product_list',
      search: 'Ter',
      wpnonce: 'compare-nonce',
    });
    await waitFor(() =>
      expect(document.querySelectorAll('.wopb-product-list .wopb-add-to-compare-btn')).toHaveLength(1),
    );
    await waitFor(() => expect(document.body.textContent).toContain('1 ürün bulundu'));
    await user.clear($('.wopb-search-input'));
    await waitFor(() => expect(server.requests).toHaveLength(3));
    expect(fields(server.requests[2])).toMatchObject({ search: '' });
    await waitFor(() =>
      expect(document.querySelectorAll('.wopb-product-list .wopb-add-to-compare-btn')).toHaveLength(4),
    );
    // arrows from the field through the results
    $('.wopb-search-input').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe($('.wopb-add-to-compare-btn[data-postid="20"]'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe($('.wopb-add-to-compare-btn[data-postid="25"]'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(fields(server.requests[3])).toMatchObject({
        postid: '25',
        type: 'add',
        added_action: 'product_list',
      }),
    );
    await waitFor(() =>
      expect($('.wopb-modal-content .wopb-compare-remove[data-postid="25"]')).not.toBeNull(),
    );
    expect($('.wopb-compare-product-list-modal')).not.toHaveClass('wopb-d-none');
    expect(document.activeElement).toBe($('.wopb-search-input'));
    // Escape closes the picker only; focus back on "Ürün ekle"
    await user.keyboard('{Escape}');
    expect($('.wopb-compare-product-list-modal')).toHaveClass('wopb-d-none');
    expect(wrap()).toHaveClass('active');
    expect(document.activeElement).toBe($('.wopb-compare-add-btn'));
    expect($('.wopb-modal-content .wopb-modal-body')).not.toHaveAttribute('inert');
  });

  test('quantities are at least 1; the row’s add to cart carries the quantity', async () => {
    const server = store();
    server.seed([32]);
    mount();
    $('.wopb-compare-nav-item').click();
    await waitFor(() => expect($('.wopb-modal-content .wopb-qty')).not.toBeNull());
    const qty = $('.wopb-qty') as HTMLInputElement;
    qty.value = '0';
    qty.dispatchEvent(new Event('input', { bubbles: true }));
    expect(qty.value).toBe('1');
    qty.value = '3';
    qty.dispatchEvent(new Event('change', { bubbles: true }));
    expect($('.wopb-add-to-cart.ajax_add_to_cart')).toHaveAttribute('data-quantity', '3');
    qty.value = '-2';
    qty.dispatchEvent(new Event('change', { bubbles: true }));
    expect(qty.value).toBe('1');
    expect($('.wopb-add-to-cart.ajax_add_to_cart')).toHaveAttribute('data-quantity', '1');
  });

  test('the "message" setting: no modal, a notice naming the product that closes after 5 s', async () => {
    store();
    mount(comparePageMarkup({ addedAction: 'message' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    $('.wopb-compare-addon-btn').click();
    await waitFor(() =>
      expect($('.firsat-toast')).toHaveTextContent(
        'Paslanmaz Çelik Termos 500 ml karşılaştırma listesine eklendi.',
      ),
    );
    expect(wrap()).not.toHaveClass('active');
    expect($('.wopb-compare-addon-btn')).toHaveClass('wopb-compare-active');
    vi.advanceTimersByTime(5000);
    await waitFor(() => expect(document.querySelector('.firsat-toast')).toBeNull());
  });

  test('a redirect control goes to its page', async () => {
    const assign = vi.spyOn(compareNavigation, 'assign').mockImplementation(() => {});
    const server = store();
    mount(
      compareNavMarkup().replace(
        'data-action="nav_popup"',
        'data-action="redirect" data-redirect="/karsilastir/"',
      ),
    );
    $('.wopb-compare-nav-item').click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/karsilastir/'));
    expect(server.requests).toHaveLength(0);
  });

  test('a failure logs SPEC §8 with the status, the loader goes, the modal closes, nothing changes', async () => {
    store({ fail: 500 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount();
    card().click();
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500));
    await waitFor(() => expect(wrap()).not.toHaveClass('active'));
    expect($('.wopb-modal-loading')).not.toHaveClass('active');
    expect(card()).not.toHaveClass('wopb-compare-active');
    expect(document.activeElement).toBe(card());
  });

  test('an expired nonce (-1, 403) is renewed once with wopb_get_nonce and the add goes through', async () => {
    const server = store({ expired: true });
    mount();
    card().click();
    await waitFor(() => expect($('.wopb-modal-content .wopb-compare-table')).not.toBeNull());
    expect(server.requests.map((r) => fields(r).action)).toEqual([
      'wopb_compare',
      'wopb_get_nonce',
      'wopb_compare',
    ]);
    expect(fields(server.requests[0]).wpnonce).toBe('compare-nonce');
    expect(fields(server.requests[2])).toMatchObject({ postid: '32', type: 'add', wpnonce: 'fresh-nonce' });
    expect(sessionStorage.getItem('wopb_nonce')).toBe('fresh-nonce');
  });

  test('the count follows core’s store (another island, another tab)', () => {
    mount();
    $compareCount.set(4);
    // known only once the list is: a cookie or a reply
    expect($('.wopb-compare-count')).toHaveTextContent('0');
    setCookie('wopb_compare', '["32","33"]');
    resetLists();
    for (const stop of stops.splice(0)) stop();
    mount();
    expect($('.wopb-compare-count')).toHaveTextContent(String($compareCount.get()));
    expect(card()).toHaveClass('wopb-compare-active');
    removeCookie('wopb_compare');
  });
});
