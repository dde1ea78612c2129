import { html, raw } from '../../lib';
import { productLoop } from '../../render';
import { getProduct, type Product } from '../../shop';
import { definePage } from '../define';

/** Simple products that add from the loop. */
const PRODUCT_IDS = [32, 33, 34];

/**
 * product-blocks' animated add-to-cart addon on a shop loop, as the plugin prints it with
 * Animation "Shake", Showcase "All Time (Loop)" and Interval "2 Second": the body classes of its
 * `body_class` filter, and `wopb-anim-cart-btn` appended by its `woocommerce_loop_add_to_cart_args`
 * filter to every loop button's classes.
 */
export default definePage({
  path: '/demo/hareketli-buton',
  render: (ctx) => {
    const products = PRODUCT_IDS.map((id) => getProduct(ctx.db, id)).filter((p): p is Product => p !== null);
    const loop = productLoop(ctx, products, 3).value.replace(
      /class="(button product_type_[^"]*)"/g,
      'class="$1 wopb-anim-cart-btn"',
    );
    return {
      title: 'Hareketli sepet düğmesi',
      bodyClass: [
        'wp-singular',
        'page-template-default',
        'page',
        'woocommerce-page',
        'wopb-animation-cart',
        'wopb_anim_show-loop',
        'wopb_anim_name-shake',
        'wopb_anim_interval-2',
      ],
      main: html`<article class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Hareketli sepet düğmesi</h1></header>
<div class="entry-content">
<p>product-blocks’un hareketli sepete ekle düğmesi açık (sallanma, 2 saniyede bir). Hareketi azaltma tercihi açıkken düğmeler kıpırdamaz.</p>
<div class="woocommerce columns-3">${raw(loop)}</div>
</div>
</article>`,
    };
  },
});
