import { describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests } from '../../../testing';

const store = serveForTests();
const get = async (path: string) => (await createTestClient(store.server.url).fetch(path)).text();
const bodyClass = (page: string) => /<body class="([^"]*)"/.exec(page)?.[1]?.split(' ') ?? [];
const loopButtons = (page: string) => [
  ...page.matchAll(/<a href="\?add-to-cart=(\d+)"[^>]* class="([^"]*)"/g),
];

describe('the test pages of the cart partials (listed at /demo/)', () => {
  it('lists the three pages', async () => {
    const index = await get('/demo/');
    for (const path of ['/demo/sepet-bolumleri/', '/demo/sepete-git/', '/demo/hareketli-buton/']) {
      expect(index).toContain(`href="${path}"`);
    }
  });

  it('/demo/sepet-bolumleri/ prints the cart builder’s coupon block as its template does', async () => {
    const page = await get('/demo/sepet-bolumleri/');
    expect(page).toContain(
      'class="wp-block-product-blocks-cart-coupon wopb-block-5d3c1a "><div class="wopb-product-wrapper">',
    );
    expect(page).toMatch(
      /<div class="wopb-coupon-section">\s*<div class="woocommerce-notices-wrapper"><\/div>\s*<div class="wopb-toggle-header">\s*<span class="wopb-toggle-text">Promosyon kodunuz var mı\?<\/span>\s*<button type="button" class="wopb-toggle-btn"><\/button>\s*<\/div>\s*<div class="wopb-coupon-form checkout_coupon woocommerce-form-coupon" >\s*<div class="wopb-coupon-body">/,
    );
    expect(page).toContain(
      '<input type="text" name="coupon_code" id="coupon_code" class="input-text wopb-coupon-code" value="" placeholder="Kupon kodu"/>',
    );
    // Printed open: no display:none on the form.
    expect(page).not.toMatch(/wopb-coupon-form[^>]*style=/);
  });

  it('/demo/sepete-git/ prints the loop with cart_redirect_after_add "yes"; other pages keep "no"', async () => {
    const page = await get('/demo/sepete-git/');
    expect(readGlobal(page, 'wc_add_to_cart_params').cart_redirect_after_add).toBe('yes');
    expect(loopButtons(page).map((m) => m[1])).toEqual(['32', '33', '34']);
    expect(readGlobal(await get('/magaza/'), 'wc_add_to_cart_params').cart_redirect_after_add).toBe('no');
  });

  it('/demo/hareketli-buton/ prints the addon’s body classes and marks every loop button', async () => {
    const page = await get('/demo/hareketli-buton/');
    expect(bodyClass(page)).toEqual(
      expect.arrayContaining([
        'wopb-animation-cart',
        'wopb_anim_show-loop',
        'wopb_anim_name-shake',
        'wopb_anim_interval-2',
      ]),
    );
    const buttons = loopButtons(page);
    expect(buttons).toHaveLength(3);
    for (const [, , classes] of buttons) {
      expect(classes).toBe(
        'button product_type_simple add_to_cart_button ajax_add_to_cart wopb-anim-cart-btn',
      );
    }
    // No other page carries the addon's classes.
    expect(bodyClass(await get('/magaza/'))).not.toContain('wopb-animation-cart');
  });
});
