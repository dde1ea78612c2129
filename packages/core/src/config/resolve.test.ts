import { configure } from '../configure/index';
import { installGlobals, ULTP_GLOBALS, WC_GLOBALS, WOPB_GLOBALS } from './globals-fixture';
import { getConfig, resetConfig } from './resolve';

let uninstall: () => void = () => {};

function jsonScript(content: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'firsat-config';
  script.textContent = content;
  document.head.append(script);
}

beforeEach(() => {
  resetConfig();
  document.documentElement.lang = '';
  document.body.className = '';
});

afterEach(() => {
  uninstall();
  uninstall = () => {};
  resetConfig();
});

describe('SPEC defaults (a page that prints nothing)', () => {
  it('fills every field', () => {
    const config = getConfig();
    expect(config.locale).toBe('tr');
    expect(config.ajaxUrl).toBe('/wp-admin/admin-ajax.php');
    expect(config.wcAjaxUrl).toBe('/?wc-ajax=%%endpoint%%');
    expect(config.restRoot).toBe('/wp-json/');
    expect(config.nonceEndpoint).toBe('/wp-admin/admin-ajax.php?action=rest-nonce');
    expect(config.shop.cartUrl).toBe('/sepet');
    expect(config.productBlocks.currencySymbol).toBe('$');
    expect(config.productBlocks.currencyPosition).toBe('left');
    expect(config.orderAttribution).toMatchObject({ lifetime: 1.0e-5, session: 30, allowTracking: true });
    expect(config.orderAttribution.fields.user_agent).toBe('udata.uag');
    expect(config.body).toEqual({ salesGapSeconds: 14, salesStaySeconds: 7, animation: null, postId: 0 });
    expect(config.messages).toEqual({});
  });

  it('is memoised and read-only', () => {
    const config = getConfig();
    expect(getConfig()).toBe(config);
    expect(Object.isFrozen(config.shop)).toBe(true);
  });
});

describe('locale from <html lang>', () => {
  it.each([
    ['tr', 'tr'],
    ['tr-TR', 'tr'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['de-DE', 'tr'],
    ['', 'tr'],
    ['entr', 'tr'],
  ])('%j → %s', (lang, locale) => {
    document.documentElement.lang = lang;
    expect(getConfig().locale).toBe(locale);
  });
});

describe('classic globals', () => {
  it('reads WooCommerce globals as printed by a real store', () => {
    uninstall = installGlobals(WC_GLOBALS);
    const config = getConfig();
    expect(config.ajaxUrl).toBe('/wp-admin/admin-ajax.php');
    expect(config.shop).toMatchObject({
      cartUrl: 'http://127.0.0.1:8089/cart/',
      isCart: false,
      isCheckout: true,
      cartRedirectAfterAdd: false,
      updateShippingMethodNonce: '5db4157115',
      applyCouponNonce: 'ae6c38000c',
      removeCouponNonce: 'f4c3d92e7b',
      updateOrderReviewNonce: '2cc25d909e',
      reviewRatingRequired: true,
      zoomEnabled: true,
      photoswipeEnabled: true,
      flexsliderEnabled: true,
      fragmentName: 'wc_fragments_abc',
      cartHashKey: 'wc_cart_hash_abc',
      fragmentsRequestTimeout: 5000,
    });
    expect(config.orderAttribution.fields).toEqual({
      source_type: 'current.typ',
      referrer: 'current_add.rf',
      utm_campaign: 'current.cmp',
    });
    expect(config.messages).toMatchObject({
      viewCart: 'View cart',
      passwordShow: 'Show password',
      passwordHide: 'Hide password',
      ratingRequired: 'Please select a rating',
      ratingOption1: '1 of 5 stars',
      ratingOption5: '5 of 5 stars',
      galleryTrigger: 'View full-screen image gallery',
      variationNoMatch: 'Sorry, no products matched your selection. Please choose a different combination.',
      variationSelectOptions: 'Please select some product options before adding this product to your cart.',
      variationUnavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
      variationReset:
        'Your selection has been reset. Please select some product options before adding this product to your cart.',
    });
  });

  it('reads product-blocks globals, decoding the currency symbol', () => {
    uninstall = installGlobals(WOPB_GLOBALS);
    const config = getConfig();
    expect(config.ajaxUrl).toBe('http://127.0.0.1:8089/wp-admin/admin-ajax.php');
    expect(config.restRoot).toBe('http://127.0.0.1:8089/wp-json/');
    expect(config.productBlocks).toEqual({
      security: 'wopb123',
      currencySymbol: '₺',
      currencyPosition: 'right_space',
      pageId: 42,
      urls: {
        ajax_pagination: '/?wc-ajax=wopb_pagination',
        ajax_load_more: '/?wc-ajax=wopb_load_more',
        ajax_product_list: '/?wc-ajax=wopb_product_list',
      },
      compareSecurity: 'cmp123',
      wishlistSecurity: 'wish123',
      quickviewSecurity: 'qv123',
      emptyWishlist: true,
      isVariationSwitchActive: false,
      currencySwitcherSecurity: '',
    });
  });

  it('reads post-blocks and WordPress globals', () => {
    uninstall = installGlobals(ULTP_GLOBALS, {
      wpApiSettings: { root: 'http://127.0.0.1:8089/wp-json/', nonce: 'rest123', versionString: 'wp/v2/' },
      wp: { apiFetch: { nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce&x=1' } },
    });
    const config = getConfig();
    expect(config.postBlocks).toEqual({
      security: 'ultp123',
      savedColourMode: 'ultpdark',
      homeUrl: 'http://127.0.0.1:8089',
      darkLogo: 'http://127.0.0.1:8089/logo-dark.png',
    });
    expect(config.restRoot).toBe('http://127.0.0.1:8089/wp-json/');
    expect(config.restNonce).toBe('rest123');
    expect(config.nonceEndpoint).toBe('/wp-admin/admin-ajax.php?action=rest-nonce&x=1');
  });

  it('takes the REST nonce from the wp-api-fetch middleware when wpApiSettings is absent', () => {
    const middleware = Object.assign(() => undefined, { nonce: 'mw456' });
    uninstall = installGlobals({ wp: { apiFetch: { nonceMiddleware: middleware } } });
    expect(getConfig().restNonce).toBe('mw456');
  });

  it('lets WooCommerce win over the plugins where they repeat the ajax address', () => {
    uninstall = installGlobals(ULTP_GLOBALS, WOPB_GLOBALS, {
      wc_add_to_cart_params: { ajax_url: '/wc-admin-ajax.php' },
    });
    expect(getConfig().ajaxUrl).toBe('/wc-admin-ajax.php');
  });

  it('tolerates missing and malformed globals', () => {
    const throwing = {};
    Object.defineProperty(throwing, 'security', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    uninstall = installGlobals({
      wc_add_to_cart_params: 'not an object',
      woocommerce_params: null,
      wc_cart_params: [1, 2, 3],
      wc_single_product_params: {
        i18n_rating_options: 'five',
        review_rating_required: 'maybe',
        zoom_enabled: {},
      },
      wc_order_attribution: { params: 7, fields: { source_type: 3, referrer: 'current_add.rf' } },
      wopb_core: { currency_symbol: 5, currency_position: 'middle', page_id: 'abc', security: null },
      wopb_compare: throwing,
      ultp_data_frontend: { ultpSavedDLMode: 'purple', security: ['x'] },
      wpApiSettings: { root: {}, nonce: false },
      wp: { apiFetch: 'nope' },
    });
    const config = getConfig();
    expect(config.ajaxUrl).toBe('/wp-admin/admin-ajax.php');
    expect(config.shop.reviewRatingRequired).toBe(false);
    expect(config.shop.zoomEnabled).toBe(false);
    expect(config.orderAttribution.fields).toEqual({ referrer: 'current_add.rf' });
    // wopb_core's reader threw on the compare getter: product-blocks contributes nothing at all.
    expect(config.productBlocks.currencySymbol).toBe('$');
    expect(config.productBlocks.currencyPosition).toBe('left');
    expect(config.postBlocks.savedColourMode).toBe('');
    expect(config.postBlocks.security).toBe('');
    expect(config.restRoot).toBe('/wp-json/');
    expect(config.messages).toEqual({});
  });

  it('keeps sensible product-blocks values next to broken ones', () => {
    uninstall = installGlobals({
      wopb_core: { currency_symbol: '&#36;', currency_position: 'middle', page_id: 'abc' },
    });
    const config = getConfig();
    expect(config.productBlocks.currencySymbol).toBe('$');
    expect(config.productBlocks.currencyPosition).toBe('left');
    expect(config.productBlocks.pageId).toBe(0);
  });
});

describe('body classes', () => {
  it('reads sales popup timing, the animated cart and the post id', () => {
    document.body.className =
      'home wopb-notification-body wopb-gap-20 wopb-stay-5 wopb-animation-cart wopb_anim_name-shake wopb_anim_show-hover wopb_anim_interval-3 postid-77 single-product';
    expect(getConfig().body).toEqual({
      salesGapSeconds: 20,
      salesStaySeconds: 5,
      animation: { name: 'shake', show: 'hover', interval: '3' },
      postId: 77,
    });
  });

  it('keeps the defaults 14 and 7 without the classes', () => {
    document.body.className = 'wopb-gap- wopb-stay-x';
    expect(getConfig().body).toMatchObject({ salesGapSeconds: 14, salesStaySeconds: 7, animation: null });
  });

  it('defaults the animation interval to "no"', () => {
    document.body.className = 'wopb_anim_name-bounce';
    expect(getConfig().body.animation).toEqual({ name: 'bounce', show: '', interval: 'no' });
  });

  it('marks cart and checkout pages, and the printed is_cart flag wins', () => {
    document.body.className = 'woocommerce-cart woocommerce-checkout';
    expect(getConfig().shop).toMatchObject({ isCart: true, isCheckout: true });
    resetConfig();
    uninstall = installGlobals({ wc_add_to_cart_params: { is_cart: '' } });
    expect(getConfig().shop.isCart).toBe(false);
  });
});

describe('the JSON config script', () => {
  it('wins over the globals and is parsed once', () => {
    uninstall = installGlobals(WC_GLOBALS, WOPB_GLOBALS);
    jsonScript(
      JSON.stringify({
        locale: 'en',
        ajaxUrl: '/json-ajax.php',
        shop: { cartUrl: '/sepet/' },
        productBlocks: { currencySymbol: '€' },
        messages: { viewCart: 'Sepete git' },
      }),
    );
    const parse = vi.spyOn(JSON, 'parse');
    const config = getConfig();
    expect(config.locale).toBe('en');
    expect(config.ajaxUrl).toBe('/json-ajax.php');
    expect(config.shop.cartUrl).toBe('/sepet/');
    // Untouched fields of the same section still come from the globals.
    expect(config.shop.applyCouponNonce).toBe('ae6c38000c');
    expect(config.productBlocks.currencySymbol).toBe('€');
    expect(config.productBlocks.currencyPosition).toBe('right_space');
    expect(config.messages.viewCart).toBe('Sepete git');
    expect(config.messages.passwordShow).toBe('Show password');
    configure({ restNonce: 'n' });
    getConfig();
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('reports invalid JSON once, naming the script, and is ignored', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    jsonScript('{ "locale": "en", ');
    expect(getConfig().locale).toBe('tr');
    configure({ restNonce: 'x' });
    getConfig();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('id="firsat-config"');
  });

  it('ignores JSON that is not an object', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    jsonScript('["en"]');
    expect(getConfig().locale).toBe('tr');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('drops fields of the wrong type or unknown, with a warning, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    jsonScript(
      JSON.stringify({
        locale: 'fr',
        ajaxUrl: 5,
        restRoot: '/api/',
        bogus: true,
        shop: 'no',
        productBlocks: { currencyPosition: 'middle', pageId: '9', currencySymbol: '£' },
        messages: { viewCart: 7, close: 'Kapat!' },
        body: { animation: { name: 'pulse', show: '', interval: '2' } },
        __proto__: { polluted: true },
      }),
    );
    const config = getConfig();
    expect(config.locale).toBe('tr');
    expect(config.ajaxUrl).toBe('/wp-admin/admin-ajax.php');
    expect(config.restRoot).toBe('/api/');
    expect(config.productBlocks.currencyPosition).toBe('left');
    expect(config.productBlocks.pageId).toBe(0);
    expect(config.productBlocks.currencySymbol).toBe('£');
    expect(config.messages).toEqual({ close: 'Kapat!' });
    expect(config.body.animation).toEqual({ name: 'pulse', show: '', interval: '2' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const warned = warn.mock.calls.map((call) => String(call[0])).join('\n');
    for (const path of [
      'locale',
      'ajaxUrl',
      'bogus',
      'shop',
      'productBlocks.currencyPosition',
      'messages.viewCart',
    ]) {
      expect(warned).toContain(`"${path}"`);
    }
  });
});

describe('configure()', () => {
  it('wins over the JSON script and the globals, and invalidates the memo', () => {
    uninstall = installGlobals(WC_GLOBALS);
    jsonScript(JSON.stringify({ ajaxUrl: '/json-ajax.php', restNonce: 'json' }));
    const before = getConfig();
    expect(before.restNonce).toBe('json');
    configure({ ajaxUrl: '/code-ajax.php', shop: { isCart: true } });
    const after = getConfig();
    expect(after).not.toBe(before);
    expect(after.ajaxUrl).toBe('/code-ajax.php');
    expect(after.restNonce).toBe('json');
    expect(after.shop.isCart).toBe(true);
    expect(after.shop.cartUrl).toBe('http://127.0.0.1:8089/cart/');
    expect(after.nonceEndpoint).toBe('/code-ajax.php?action=rest-nonce');
  });

  it('merges messages with the server ones', () => {
    uninstall = installGlobals(WC_GLOBALS);
    configure({ messages: { close: 'Kapat' } });
    expect(getConfig().messages).toMatchObject({ close: 'Kapat', viewCart: 'View cart' });
  });

  it('is forgotten by resetConfig()', () => {
    configure({ restRoot: '/x/' });
    expect(getConfig().restRoot).toBe('/x/');
    resetConfig();
    expect(getConfig().restRoot).toBe('/wp-json/');
  });
});
