import { IslandError } from '@firsat/core/island';
import { deferred, json, resetConfig, startBehaviour, text } from '@firsat/core/testing';
import { browser, endCartSession } from '../../shared/cart-session';
import {
  ADD_TO_CART_RESPONSE,
  click,
  endpointOf,
  fieldsOf,
  installCartHttp,
  SHOP_LOOP_HTML,
  settle,
  WC_ADD_TO_CART_PARAMS,
} from '../../shared/testing';
import { addToCartIsland } from './definition';
import addToCartBehaviour from './island';
import { ADD_TO_CART_BUTTONS, ANIMATED_BUTTONS } from './markup';
import { addToCartProps } from './props';

const globals = globalThis as Record<string, unknown>;

function page(html = SHOP_LOOP_HTML, params: Record<string, string> = {}) {
  globals.wc_add_to_cart_params = { ...WC_ADD_TO_CART_PARAMS, ...params };
  globals.wopb_core = {
    security: 'wopb-nonce-1',
    ajax_variation_loop_add_cart: '/?wc-ajax=wopb_variation_loop_add_cart',
  };
  resetConfig();
  document.body.innerHTML = `<div class="widget_shopping_cart_content"></div>${html}`;
}

const stops: (() => void)[] = [];
function mount(button: HTMLElement) {
  stops.push(startBehaviour(addToCartBehaviour, button).stop);
  return button;
}

const beanie = () =>
  document.querySelector<HTMLElement>('a.ajax_add_to_cart[data-product_id="13"]') as HTMLElement;

beforeEach(async () => {
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  await addToCartBehaviour.messages?.load();
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  endCartSession();
  delete globals.wc_add_to_cart_params;
  delete globals.wopb_core;
});

describe('simple product button on the reference loop markup', () => {
  test('sends every data-* as it stands; loading while in flight, then added with one View cart link', async () => {
    page();
    const gate = deferred<Response>();
    const requests = installCartHttp(() => gate.promise);
    const button = mount(beanie());
    const event = click(button);
    expect(event.defaultPrevented).toBe(true);
    await settle();
    expect(button).toHaveClass('loading');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(endpointOf(requests[0])).toBe('add_to_cart');
    expect(fieldsOf(requests[0])).toEqual({
      quantity: '1',
      product_id: '13',
      product_sku: 'beanie',
      success_message: '“Beanie” has been added to your cart',
    });
    gate.resolve(json(ADD_TO_CART_RESPONSE));
    await settle();
    expect(button).not.toHaveClass('loading');
    expect(button).toHaveClass('added');
    expect(button).not.toHaveAttribute('aria-busy');
    const link = button.nextElementSibling as HTMLAnchorElement;
    expect(link).toHaveClass('added_to_cart', 'wc-forward');
    expect(link).toHaveTextContent('View cart');
    expect(link.href).toBe('http://127.0.0.1:8089/cart/');
    expect(document.querySelector('.mini_cart_item')).toHaveTextContent('Beanie');

    installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    click(button);
    await settle();
    expect(button.parentElement?.querySelectorAll('.added_to_cart')).toHaveLength(1);
  });

  test('its own View cart text when WooCommerce printed none', async () => {
    page(SHOP_LOOP_HTML, { i18n_view_cart: '' });
    installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    const button = mount(beanie());
    click(button);
    await settle();
    expect(button.nextElementSibling).toHaveTextContent('Sepeti görüntüle');
    expect(button.nextElementSibling).toHaveAttribute('title', 'Sepeti görüntüle');
  });

  test('stopped after adding, the loop is as printed again: no classes, no View cart link', async () => {
    page();
    installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    const loop = document.querySelector('ul.products') as HTMLElement;
    const printed = loop.outerHTML;
    const button = mount(beanie());
    click(button);
    await settle();
    expect(button).toHaveClass('added');
    stops.pop()?.();
    expect(loop.outerHTML).toBe(printed);
    expect(click(button).defaultPrevented).toBe(false);
  });

  test('a product-blocks grid card shows its own view-cart link, and no second one', async () => {
    page(
      '<div class="wopb-block-item"><div class="wopb-product-btn"><span class="wopb-cart-action" data-postid="13"><a href="?add-to-cart=13" data-quantity="1" data-product_id="13" data-product_sku="beanie" class="add_to_cart_button ajax_add_to_cart" data-postid="13">Sepete ekle</a><a href="/sepet/" class="wopb-cart-active">Sepeti görüntüle</a></span></div></div>',
    );
    installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    const button = mount(document.querySelector<HTMLElement>('.ajax_add_to_cart') as HTMLElement);
    click(button);
    await settle();
    expect(button).toHaveClass('added');
    expect(document.querySelector('.wopb-cart-action')).toHaveClass('wopb-active');
    expect(document.querySelector('.added_to_cart')).toBeNull();
    expect(document.querySelectorAll('.wopb-cart-action a[href="/sepet/"]')).toHaveLength(1);
  });

  test('no View cart link on the cart page', async () => {
    page(SHOP_LOOP_HTML, { is_cart: '1' });
    installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    const button = mount(beanie());
    click(button);
    await settle();
    expect(button).toHaveClass('added');
    expect(document.querySelector('.added_to_cart')).toBeNull();
  });

  test('reads data-quantity at click time (the quantity island writes it), 1 when empty', async () => {
    page();
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    const button = mount(beanie());
    button.dataset.quantity = '3';
    click(button);
    await settle();
    button.dataset.quantity = '';
    click(button);
    await settle();
    expect(requests.map((r) => fieldsOf(r).quantity)).toEqual(['3', '1']);
  });

  test('five fast clicks: five requests, one after another', async () => {
    page();
    const gates = Array.from({ length: 5 }, () => deferred<Response>());
    const requests = installCartHttp((_, index) => gates[index]?.promise ?? json(ADD_TO_CART_RESPONSE));
    const button = mount(beanie());
    for (let i = 0; i < 5; i += 1) click(button);
    for (let i = 0; i < 5; i += 1) {
      await settle();
      expect(requests).toHaveLength(i + 1);
      expect(button).toHaveClass('loading');
      gates[i]?.resolve(json(ADD_TO_CART_RESPONSE));
    }
    await settle();
    expect(button).not.toHaveClass('loading');
    expect(button).toHaveClass('added');
  });

  test('error + product_url sends the browser to the product', async () => {
    page();
    installCartHttp(() => json({ error: true, product_url: 'http://127.0.0.1:8089/product/beanie/' }));
    const button = mount(beanie());
    click(button);
    await settle();
    expect(browser.assign).toHaveBeenCalledWith('http://127.0.0.1:8089/product/beanie/');
    expect(button).not.toHaveClass('added');
  });

  test.each([
    ['500', () => text('fail', { status: 500 }), 500],
    [
      'offline',
      () => {
        throw new TypeError('Failed to fetch');
      },
      0,
    ],
  ])('a %s failure logs SPEC §8, clears loading and leaves the button usable', async (_, reply, status) => {
    page();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    installCartHttp(reply);
    const button = mount(beanie());
    click(button);
    await settle();
    expect(log).toHaveBeenCalledWith('Error occured.please try again', status);
    expect(button).not.toHaveClass('loading');
    expect(button).not.toHaveClass('added');
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    click(button);
    await settle();
    expect(requests).toHaveLength(1);
    expect(button).toHaveClass('added');
  });

  test('a variable product’s "Select options" link is followed, not sent', async () => {
    page();
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    const button = mount(document.querySelector<HTMLElement>('a.product_type_variable') as HTMLElement);
    const event = click(button);
    expect(event.defaultPrevented).toBe(false);
    await settle();
    expect(requests).toHaveLength(0);
  });

  test('a bad data-product_id names the island, the attribute and the value', () => {
    const el = document.createElement('a');
    el.setAttribute('data-product_id', 'abc');
    expect(() => addToCartProps.parse(el)).toThrow(
      new IslandError('add-to-cart', 'data-product_id', 'abc', 'must be a product id (digits)'),
    );
  });
});

describe('loop variation button (product-blocks variation switcher)', () => {
  const variable = () => {
    page();
    return mount(document.querySelector<HTMLElement>('a.product_type_variable') as HTMLElement);
  };

  test('sends wopb_variation_loop_add_cart with the ids, the attributes and wopb_nonce', async () => {
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    const button = variable();
    button.classList.add('wopb-loop-add-to-cart-button');
    button.dataset.variation_id = '25';
    button.dataset.variation = JSON.stringify({ attribute_pa_color: 'blue', attribute_size: 'Large' });
    expect(click(button).defaultPrevented).toBe(true);
    await settle();
    expect(endpointOf(requests[0])).toBe('wopb_variation_loop_add_cart');
    expect(fieldsOf(requests[0])).toEqual({
      action: 'wopb_variation_loop_add_cart',
      product_id: '21',
      variation_id: '25',
      'variation[attribute_pa_color]': 'blue',
      'variation[attribute_size]': 'Large',
      wopb_nonce: 'wopb-nonce-1',
    });
    expect(button).toHaveClass('added');
  });

  test.each(['0', '', 'abc', '-4'])('variation id "%s" is skipped: no request', async (id) => {
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    const button = variable();
    button.dataset.variation_id = id;
    expect(click(button).defaultPrevented).toBe(true);
    await settle();
    expect(requests).toHaveLength(0);
  });

  test('an unavailable variation shows the unavailable alert verbatim', async () => {
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const button = variable();
    button.dataset.variation_id = '25';
    button.classList.add('wc-variation-is-unavailable');
    click(button);
    await settle();
    expect(alert).toHaveBeenCalledWith(
      'Sorry, this product is unavailable. Please choose a different combination.',
    );
    expect(requests).toHaveLength(0);
  });
});

describe('product-blocks card buttons (wopb_addcart)', () => {
  const card = (slider: boolean) =>
    `<div class="${slider ? 'wopb-product-slider-block' : 'wopb-block-item'}"><div class="wopb-product-cart-section wopb-cart-action wopb-cart-slide-section"><form class="cart"><div class="quantity wopb-qty-wrap"><input type="number" class="wopb-qty" step="1" min="1" name="quantity" value="2"></div><a href="?add-to-cart=32" data-product_id="32" class="wopb-product-cart add_to_cart_button single_add_to_cart_button ajax_add_to_cart" data-postid="32">Sepete ekle</a><a href="/sepet/" class="wopb-product-cart wopb-view-cart wopb-d-none">Sepeti görüntüle</a></form></div></div>`;

  test('sends postid, the card quantity and wpnonce; the action area turns active', async () => {
    page(card(false));
    const requests = installCartHttp(() => json({ success: true, ...ADD_TO_CART_RESPONSE }));
    const button = mount(document.querySelector<HTMLElement>('.ajax_add_to_cart') as HTMLElement);
    click(button);
    await settle();
    expect(endpointOf(requests[0])).toBe('wopb_addcart');
    expect(requests[0]?.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(fieldsOf(requests[0])).toEqual({
      action: 'wopb_addcart',
      postid: '32',
      quantity: '2',
      wpnonce: 'wopb-nonce-1',
    });
    expect(document.querySelector('.wopb-cart-action')).toHaveClass('wopb-active');
    expect(document.querySelector('.wopb-view-cart')).toHaveClass('wopb-d-none');
  });

  test('in the slider block the button gives way to the view-cart link', async () => {
    page(card(true));
    installCartHttp(() => json({ success: true, ...ADD_TO_CART_RESPONSE }));
    const button = mount(document.querySelector<HTMLElement>('.ajax_add_to_cart') as HTMLElement);
    click(button);
    await settle();
    expect(document.querySelector('.wopb-cart-action')).toHaveClass('wopb-active');
    expect(document.querySelector('.wopb-view-cart')).not.toHaveClass('wopb-d-none');
    expect(document.querySelector('.ajax_add_to_cart')).toBeNull();
    expect(document.querySelector('.wopb-cart-action .quantity')).toBeNull();
  });
});

test('stopped after a product-blocks card added, its action area and view-cart link are as printed', async () => {
  page(
    `<div class="wopb-block-item"><div class="wopb-product-cart-section wopb-cart-action"><a href="?add-to-cart=32" data-product_id="32" class="wopb-product-cart add_to_cart_button ajax_add_to_cart" data-postid="32">Sepete ekle</a><a href="/sepet/" class="wopb-product-cart wopb-view-cart wopb-d-none">Sepeti görüntüle</a></div></div>`,
  );
  installCartHttp(() => json({ success: true, ...ADD_TO_CART_RESPONSE }));
  const card = document.querySelector('.wopb-block-item') as HTMLElement;
  const printed = card.outerHTML;
  mount(document.querySelector<HTMLElement>('.ajax_add_to_cart') as HTMLElement);
  click(document.querySelector<HTMLElement>('.ajax_add_to_cart') as HTMLElement);
  await settle();
  expect(document.querySelector('.wopb-cart-action')).toHaveClass('wopb-active');
  stops.pop()?.();
  expect(card.outerHTML).toBe(printed);
});

describe('the animated add-to-cart addon (wopb_anim_* body classes)', () => {
  /** The loop as the addon prints it: its filter appends `wopb-anim-cart-btn` to the loop buttons. */
  const ANIMATED_LOOP = SHOP_LOOP_HTML.replace(
    /class="(button product_type_[^"]*)"/g,
    'class="$1 wopb-anim-cart-btn"',
  );
  const PRODUCT_FORM =
    '<form class="cart" action="/product/beanie/" method="post"><button type="submit" name="add-to-cart" value="13" class="single_add_to_cart_button button alt">Add to cart</button></form>';
  const ON = 'wopb-animation-cart wopb_anim_show-loop wopb_anim_name-shake wopb_anim_interval-no';
  const formButton = () => document.querySelector<HTMLElement>('.single_add_to_cart_button') as HTMLElement;

  function animatedPage(bodyClass: string, html = ANIMATED_LOOP) {
    document.body.className = bodyClass;
    page(html);
  }

  afterEach(() => {
    document.body.className = '';
    resetConfig();
  });

  test("the island's selector is the add-to-cart buttons and the animated ones", () => {
    // defineIsland adds the explicit `[data-firsat]` opt-in.
    expect(addToCartIsland.selector).toBe(
      `${ADD_TO_CART_BUTTONS}, ${ANIMATED_BUTTONS}, [data-firsat="add-to-cart"]`,
    );
    animatedPage(`archive ${ON}`, `${ANIMATED_LOOP}${PRODUCT_FORM}`);
    expect(document.querySelectorAll(addToCartIsland.selector)).toHaveLength(4);
    animatedPage('archive', `${ANIMATED_LOOP}${PRODUCT_FORM}`);
    expect(document.querySelectorAll(addToCartIsland.selector)).toHaveLength(3);
  });

  test('a marked loop button animates and still adds; stopped, it is as printed', async () => {
    animatedPage(`archive ${ON}`);
    const printed = beanie().className;
    const button = mount(beanie());
    // The animation's code is imported on demand: it starts a moment later.
    await vi.waitFor(() => expect(button).toHaveClass('wopb-animation', 'wopb-anim-shake'));
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    expect(click(button).defaultPrevented).toBe(true);
    await settle();
    expect(endpointOf(requests[0])).toBe('add_to_cart');
    expect(button).toHaveClass('added', 'wopb-anim-shake');
    stops.pop()?.();
    expect(button.className).toBe(printed);
    expect(button.getAttribute('style')).toBeNull();
  });

  test('a loop button the addon did not mark, or a page without wopb-animation-cart: nothing moves', async () => {
    animatedPage(`archive ${ON}`, SHOP_LOOP_HTML);
    const unmarked = mount(beanie());
    await settle(); // long enough for the animation's import, were it asked for
    expect(unmarked).not.toHaveClass('wopb-animation');
    animatedPage('archive wopb_anim_name-shake wopb_anim_interval-no');
    const offPage = mount(beanie());
    await settle();
    expect(offPage).not.toHaveClass('wopb-animation');
  });

  test("the product page's form button animates and is left to its form", async () => {
    animatedPage(`single-product ${ON}`, PRODUCT_FORM);
    const button = mount(formButton());
    await vi.waitFor(() => expect(button).toHaveClass('wopb-animation', 'wopb-anim-shake'));
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    button.closest('form')?.addEventListener('submit', (event) => event.preventDefault());
    expect(click(button).defaultPrevented).toBe(false);
    expect(requests).toHaveLength(0);
    // Stopped, only what the animation added goes: the variation form's classes stay.
    button.classList.add('disabled', 'wc-variation-selection-needed');
    stops.pop()?.();
    expect(button.className).toBe(
      'single_add_to_cart_button button alt disabled wc-variation-selection-needed',
    );
  });
});
