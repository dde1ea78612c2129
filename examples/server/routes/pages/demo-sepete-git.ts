import { html, paths } from '../../lib';
import { productLoop } from '../../render';
import { getProduct, type Product } from '../../shop';
import { definePage } from '../define';

/** Simple products that add from the loop. */
const PRODUCT_IDS = [32, 33, 34];

/**
 * The shop loop with WooCommerce's "Redirect to the cart page after successful addition" on
 * (`wc_add_to_cart_params.cart_redirect_after_add = "yes"`): 2 s after a loop button adds, the
 * page goes to the cart (SPEC §9).
 */
export default definePage({
  path: '/demo/sepete-git',
  render: (ctx) => {
    const products = PRODUCT_IDS.map((id) => getProduct(ctx.db, id)).filter((p): p is Product => p !== null);
    return {
      title: 'Ekleyince sepete git',
      bodyClass: ['wp-singular', 'page-template-default', 'page', 'woocommerce-page'],
      cartRedirectAfterAdd: true,
      main: html`<article class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Ekleyince sepete git</h1></header>
<div class="entry-content">
<p>Bu sayfada WooCommerce’un “Başarılı eklemeden sonra sepet sayfasına yönlendir” ayarı açık: ürün sepete eklendikten 2 saniye sonra <a href="${paths.cart}">sepet sayfası</a> açılır.</p>
<div class="woocommerce columns-3">${productLoop(ctx, products, 3)}</div>
</div>
</article>`,
    };
  },
});
