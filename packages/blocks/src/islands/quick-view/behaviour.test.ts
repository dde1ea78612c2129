import { setHttpClient } from '@firsat/core/http';
import { configure } from '@firsat/core/island';
import { fakeFetch, json, type SeenRequest, startBehaviour, TEST_SETTINGS, text } from '@firsat/core/testing';
import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from './cart-form';
import {
  FOOTER_MODAL_MARKUP,
  quickViewCardMarkup,
  quickViewReplyMarkup,
  quickViewShopMarkup,
} from './fixtures';
import quickViewBehaviour from './island';
import { quickViewProps } from './props';
import { resetQuickView } from './session';

/**
 * The footer modal is the shared one (packages/blocks/src/shared/footer-modal, its own tests);
 * here a stand-in with its API records what the quick view asks of it.
 */
/** Closes the stand-in modal as an Escape would (set by the stand-in when it opens). */
let closeStandIn: () => void = () => {};
const modalCalls: { opened: Record<string, unknown>[]; loading: boolean[]; shown: string[]; closed: number } =
  {
    opened: [],
    loading: [],
    shown: [],
    closed: 0,
  };
vi.mock('../../shared/footer-modal', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/footer-modal')>()),
  openFooterModal: (options: Record<string, unknown>) => {
    modalCalls.opened.push(options);
    const element = document.querySelector('.wopb-modal-wrap') as HTMLElement;
    const content = element.querySelector('.wopb-modal-content') as HTMLElement;
    const after = element.querySelector('.wopb-after-modal-content') as HTMLElement;
    let resolveClosed: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      resolveClosed = resolve;
    });
    element.classList.add('active');
    const close = () => {
      modalCalls.closed += 1;
      element.classList.remove('active');
      content.replaceChildren();
      after.replaceChildren();
      resolveClosed();
    };
    closeStandIn = close;
    return {
      element,
      content,
      after,
      loading: (on: boolean) => modalCalls.loading.push(on),
      show: async (html: string) => {
        // as the shared modal: the content replaced, `.wopb-after-modal-content` left as it is
        modalCalls.shown.push(html);
        content.innerHTML = html;
      },
      close,
      closed,
    };
  },
}));

/** The modal form's own submit (happy-dom sends no submit for a click on a submit button). */
function submitCart() {
  fireEvent.submit(document.querySelector('.wopb-modal-content form.cart') as HTMLFormElement);
}

const stops: (() => void)[] = [];
function mount(markup = quickViewCardMarkup()) {
  document.body.innerHTML = `${markup}${FOOTER_MODAL_MARKUP}`;
  const button = document.querySelector('.wopb-quickview-btn') as HTMLElement;
  const { stop } = startBehaviour(quickViewBehaviour, button);
  stops.push(stop);
  return { button, stop };
}

function serve(reply: Parameters<typeof fakeFetch>[0]): SeenRequest[] {
  const fake = fakeFetch(reply);
  vi.stubGlobal('fetch', fake.fetch);
  return fake.requests;
}
const fields = (request: SeenRequest | undefined) => [...new URLSearchParams(request?.text)];
const isQuickView = (r: SeenRequest) => r.url.search === '?wc-ajax=wopb_quickview';

beforeAll(() => quickViewBehaviour.messages?.load());
beforeEach(() => {
  configure({
    ...TEST_SETTINGS,
    productBlocks: {
      security: 'core-nonce',
      quickviewSecurity: 'qv-nonce',
      urls: { ajax_quick_view: '/?wc-ajax=wopb_quickview' },
    },
  });
  setHttpClient(undefined);
  resetQuickView();
  sessionStorage.clear();
  modalCalls.opened = [];
  modalCalls.loading = [];
  modalCalls.shown = [];
  modalCalls.closed = 0;
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setHttpClient(undefined);
});

describe('quick view props', () => {
  test('read the button’s data-*', () => {
    const { button, stop } = mount();
    stop();
    expect(quickViewProps.parse(button)).toEqual({
      postId: 32,
      list: [20, 32, 25],
      wrapperClass: 'wopb-quick-view-wrapper wopb-layout-1',
      openAnimation: 'wopb-zoom_in',
      closeAnimation: 'wopb-zoom_out',
      loader: 'loader_1',
    });
  });

  test('a bad data-postid or data-list names the attribute', () => {
    document.body.innerHTML = quickViewCardMarkup().replace('data-postid="32"', 'data-postid="cüzdan"');
    expect(() => quickViewProps.parse(document.querySelector('.wopb-quickview-btn') as HTMLElement)).toThrow(
      /data-postid/,
    );
    document.body.innerHTML = quickViewCardMarkup().replace('data-list="20,32,25"', 'data-list="20,,x"');
    expect(() => quickViewProps.parse(document.querySelector('.wopb-quickview-btn') as HTMLElement)).toThrow(
      /data-list/,
    );
  });
});

describe('quick view button', () => {
  test('is a keyboard button named for its product, opening a dialog; unbound it is as printed', () => {
    document.body.innerHTML = quickViewCardMarkup();
    const printed = document.body.innerHTML;
    const { button, stop } = mount();
    expect(button).toHaveAttribute('role', 'button');
    expect(button).toHaveAttribute('tabindex', '0');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAccessibleName('Hızlı bakış: Hakiki Deri Cüzdan');
    stop();
    document.querySelector('.wopb-footer-section')?.remove();
    expect(document.body.innerHTML).toBe(printed);
  });

  test('the shop loop’s button is claimed too (its text names it with the product)', () => {
    const { button } = mount(quickViewShopMarkup());
    expect(button).toHaveAttribute('role', 'button');
    expect(button).toHaveAccessibleName('Hızlı bakış: Hakiki Deri Cüzdan');
  });

  test('a press posts wopb_quickview (action, postid, postList, wpnonce) and shows the reply in the footer modal', async () => {
    const requests = serve(() => text(quickViewReplyMarkup()));
    const { button } = mount();
    // a bare click (no hover or focus first: nothing fetched ahead)
    button.click();
    await waitFor(() => expect(modalCalls.shown).toHaveLength(1));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.search).toBe('?wc-ajax=wopb_quickview');
    expect(fields(requests[0])).toEqual([
      ['action', 'wopb_quickview'],
      ['postid', '32'],
      ['postList', '20,32,25'],
      ['wpnonce', 'qv-nonce'],
    ]);
    expect(modalCalls.opened[0]).toMatchObject({
      trigger: button,
      label: 'Hızlı bakış',
      wrapperClass: 'wopb-quick-view-wrapper wopb-layout-1',
      openAnimation: 'wopb-zoom_in',
      closeAnimation: 'wopb-zoom_out',
      loader: 'loader_1',
    });
    // the loader while the reply was on its way, gone after
    expect(modalCalls.loading).toEqual([true, false]);
    // navigation moved after the content, shown; its arrows are keyboard buttons
    const after = document.querySelector('.wopb-after-modal-content') as HTMLElement;
    const navigation = after.querySelector('.wopb-quick-view-navigation') as HTMLElement;
    expect(navigation).not.toHaveClass('wopb-d-none');
    expect(document.querySelector('.wopb-modal-content .wopb-quick-view-navigation')).toBeNull();
    const next = navigation.querySelector('.wopb-quick-view-next') as HTMLElement;
    expect(next).toHaveAttribute('role', 'button');
    expect(next).toHaveAccessibleName('Sonraki ürün: Pamuklu Basic Tişört');
  });

  test('hover fetches ahead once; the press then opens at once from the prefetched reply', async () => {
    const requests = serve(() => text(quickViewReplyMarkup()));
    const { button } = mount();
    await userEvent.hover(button);
    await waitFor(() => expect(requests).toHaveLength(1));
    await userEvent.unhover(button);
    await userEvent.hover(button);
    button.focus();
    await new Promise((r) => setTimeout(r, 20));
    expect(requests).toHaveLength(1);
    await userEvent.click(button);
    await waitFor(() => expect(modalCalls.shown).toHaveLength(1));
    expect(requests).toHaveLength(1);
    // no loader: the reply was here
    expect(modalCalls.loading).toEqual([false]);
  });

  test('Enter and Space press it', async () => {
    serve(() => text(quickViewReplyMarkup()));
    const { button } = mount();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(modalCalls.shown).toHaveLength(1));
  });

  test('an expired nonce (the plugin’s empty reply) is renewed once through wopb_get_nonce and the view goes through', async () => {
    const requests = serve((request) => {
      if (request.url.pathname === '/wp-admin/admin-ajax.php')
        return json({ success: true, data: { nonce: 'fresh' } });
      const nonce = new URLSearchParams(request.text).get('wpnonce');
      return text(nonce === 'fresh' ? quickViewReplyMarkup() : '');
    });
    const { button } = mount();
    await userEvent.click(button);
    await waitFor(() => expect(modalCalls.shown).toHaveLength(1));
    expect(requests.map((r) => new URLSearchParams(r.text).get('action'))).toEqual([
      'wopb_quickview',
      'wopb_get_nonce',
      'wopb_quickview',
    ]);
    expect(new URLSearchParams(requests[2]?.text).get('wpnonce')).toBe('fresh');
  });

  test('a failure logs SPEC §8’s line with the status and takes the loader away', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(() => text('boom', { status: 500 }));
    const { button } = mount();
    await userEvent.click(button);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(modalCalls.shown).toHaveLength(0);
    expect(modalCalls.loading).toEqual([true, false]);
  });

  test('next loads the neighbour into the same modal with the loop, and focus lands on the new next', async () => {
    const requests = serve((request) => {
      const postid = new URLSearchParams(request.text).get('postid');
      return text(
        postid === '25'
          ? quickViewReplyMarkup({
              postId: 25,
              name: 'Pamuklu Basic Tişört',
              previous: { id: 32, name: 'Hakiki Deri Cüzdan' },
              next: null,
            })
          : quickViewReplyMarkup(),
      );
    });
    const { button } = mount();
    await userEvent.click(button);
    await waitFor(() => expect(modalCalls.shown).toHaveLength(1));
    await userEvent.click(document.querySelector('.wopb-quick-view-next') as HTMLElement);
    await waitFor(() => expect(modalCalls.shown).toHaveLength(2));
    expect(modalCalls.opened).toHaveLength(1);
    const last = requests.filter(isQuickView).at(-1);
    expect(fields(last)).toEqual([
      ['action', 'wopb_quickview'],
      ['postid', '25'],
      ['postList', '20,32,25'],
      ['wpnonce', 'qv-nonce'],
    ]);
    expect(document.querySelector('.wopb-modal-body')).toHaveAttribute('data-product_id', '25');
    // the last product's arrows went: one navigation, the new one
    expect(document.querySelectorAll('.wopb-after-modal-content .wopb-quick-view-navigation')).toHaveLength(
      1,
    );
    expect(document.querySelector('.wopb-after-modal-content .wopb-quick-view-next')).toBeNull();
    // no next at the end of the loop: focus goes to the previous arrow
    await waitFor(() => expect(document.activeElement).toHaveClass('wopb-quick-view-previous'));
  });
});

describe('quick view pictures', () => {
  test('one picture at a time: arrows held at the ends, thumbnails are buttons marking the shown one', async () => {
    serve(() => text(quickViewReplyMarkup({ pictures: 3 })));
    const { button } = mount();
    await userEvent.click(button);
    await waitFor(() => expect(modalCalls.shown).toHaveLength(1));
    const previous = document.querySelector('.wopb-slick-prev-large') as HTMLButtonElement;
    const next = document.querySelector('.wopb-slick-next-large') as HTMLButtonElement;
    expect(previous).toHaveAttribute('aria-label', 'Önceki görsel');
    expect(next).toHaveAccessibleName('Sonraki görsel');
    expect(previous.hidden).toBe(true);
    expect(next.hidden).toBe(false);
    const thumbs = [...document.querySelectorAll<HTMLElement>('.wopb-quick-slider-nav > div')];
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual(['Görsel 1', 'Görsel 2', 'Görsel 3']);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(next);
    await userEvent.click(next);
    expect(next.hidden).toBe(true);
    expect(previous.hidden).toBe(false);
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');
    await userEvent.click(thumbs[1] as HTMLElement);
    expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
    const slides = [...document.querySelectorAll('.wopb-quick-slider > div')];
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['true', null, 'true']);
  });
});

describe('quick view add to cart', () => {
  const added = {
    success: true,
    message: '“Hakiki Deri Cüzdan” sepetinize eklendi.',
    fragments: { 'a.cart-contents': '<a class="cart-contents"><span class="count">1 ürün</span></a>' },
    cart_hash: 'hash-1',
  };

  async function openWith(reply = quickViewReplyMarkup(), cart: () => Response = () => json(added)) {
    const requests = serve((request) => (isQuickView(request) ? text(reply) : cart()));
    document.body.insertAdjacentHTML('afterbegin', '');
    const { button } = mount(
      `<a class="cart-contents"><span class="count">0 ürün</span></a>${quickViewCardMarkup()}`,
    );
    await userEvent.click(button);
    await waitFor(() => expect(modalCalls.shown).toHaveLength(1));
    return requests;
  }

  test('the form’s submit is wopb_addcart with postid, variationId, quantity, variation, cartType, wpnonce and the form fields; the message shows and added_to_cart fires', async () => {
    const requests = await openWith();
    const events: unknown[][] = [];
    document.body.addEventListener('added_to_cart', (event) => {
      events.push((event as CustomEvent).detail as unknown[]);
    });
    const quantity = document.querySelector('.wopb-modal-content .qty') as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    submitCart();
    const message = document.querySelector('.wopb-modal-body .woocommerce-message') as HTMLElement;
    await waitFor(() => expect(message).toHaveTextContent('“Hakiki Deri Cüzdan” sepetinize eklendi.'));
    expect(message).not.toHaveClass('wopb-d-none');
    const cart = requests.find((r) => r.url.pathname === '/wp-admin/admin-ajax.php');
    expect(fields(cart)).toEqual([
      ['action', 'wopb_addcart'],
      ['postid', '32'],
      ['variationId', ''],
      ['quantity', '2'],
      ['cartType', ''],
      ['wpnonce', 'core-nonce'],
    ]);
    await waitFor(() => expect(document.querySelector('a.cart-contents')).toHaveTextContent('1 ürün'));
    expect(modalCalls.closed).toBe(0);
  });

  test('buy now sends cartType buy_now and goes to its redirect', async () => {
    const assign = vi.spyOn(navigate, 'assign').mockImplementation(() => {});
    const requests = await openWith();
    await userEvent.click(document.querySelector('.wopb-quickview-buy-btn') as HTMLElement);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/odeme/'));
    const cart = requests.find((r) => r.url.pathname === '/wp-admin/admin-ajax.php');
    expect(new URLSearchParams(cart?.text).get('cartType')).toBe('buy_now');
  });

  test('data-modal_close_after_cart="yes" closes the modal after adding', async () => {
    await openWith(quickViewReplyMarkup({ closeAfterCart: 'yes' }));
    submitCart();
    await waitFor(() => expect(modalCalls.closed).toBe(1));
  });

  test('an expired nonce (-1, 403) is renewed once and the add goes through', async () => {
    let adds = 0;
    const requests = serve((request) => {
      if (isQuickView(request)) return text(quickViewReplyMarkup());
      const action = new URLSearchParams(request.text).get('action');
      if (action === 'wopb_get_nonce') return json({ success: true, data: { nonce: 'fresh' } });
      adds += 1;
      return adds === 1 ? text('-1', { status: 403 }) : json(added);
    });
    const { button } = mount();
    await userEvent.click(button);
    await waitFor(() => expect(modalCalls.shown).toHaveLength(1));
    submitCart();
    await waitFor(() =>
      expect(document.querySelector('.woocommerce-message')).not.toHaveClass('wopb-d-none'),
    );
    const actions = requests
      .filter((r) => !isQuickView(r))
      .map((r) => new URLSearchParams(r.text).get('action'));
    expect(actions).toEqual(['wopb_addcart', 'wopb_get_nonce', 'wopb_addcart']);
    expect(new URLSearchParams(requests.at(-1)?.text).get('wpnonce')).toBe('fresh');
  });

  test('a failed add logs SPEC §8’s line with the status and the loading look goes', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openWith(undefined, () => text('', { status: 500 }));
    const submit = document.querySelector(
      '.wopb-modal-content button.single_add_to_cart_button',
    ) as HTMLElement;
    submitCart();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(submit).not.toHaveClass('loading');
  });
});

describe('quick view closed while loading', () => {
  test('a reply that lands after the modal closed is not shown', async () => {
    let answer: (r: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { button } = mount();
    button.click();
    await waitFor(() => expect(modalCalls.opened).toHaveLength(1));
    await waitFor(() => expect(modalCalls.loading).toEqual([true]));
    // the stand-in's close resolves `closed`, as the shared modal's Escape does
    const wrap = document.querySelector('.wopb-modal-wrap') as HTMLElement;
    expect(wrap).toHaveClass('active');
    closeStandIn();
    answer(text(quickViewReplyMarkup()));
    await new Promise((r) => setTimeout(r, 30));
    expect(modalCalls.shown).toHaveLength(0);
    expect(document.querySelector('.wopb-after-modal-content')?.children).toHaveLength(0);
  });
});
