import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml } from '../lib';
import {
  CATALOG_ORDERINGS,
  type CatalogOrderby,
  listProducts,
  type Product,
  parseOrderby,
  sortProducts,
} from '../shop';
import { productImage } from './media';
import { addsFromLoop, productLoop, productPriceHtml } from './product-loop';
import { wcTexts } from './wc-texts';

/** Products per shop page (loop_shop_per_page). */
export const SHOP_PER_PAGE = 8;
export const shopPath = '/magaza/';

const pageUrl = (page: number, orderby: CatalogOrderby): string => {
  const path = page > 1 ? `${shopPath}page/${page}/` : shopPath;
  return orderby === 'menu_order' ? path : `${path}?orderby=${orderby}`;
};

/** loop/result-count.php */
function resultCount(first: number, last: number, total: number, sorted: boolean): SafeHtml {
  const text =
    total <= SHOP_PER_PAGE
      ? `${total} sonucun tümü gösteriliyor`
      : `${total} sonuçtan ${first}&ndash;${last} arası gösteriliyor`;
  return html`<p class="woocommerce-result-count" role="alert" aria-relevant="all" ${sorted ? raw('data-is-sorted-by="true"') : ''}>${raw(text)}</p>`;
}

/** loop/orderby.php: the sort form that resubmits on change. */
function orderingForm(orderby: CatalogOrderby): SafeHtml {
  const options = CATALOG_ORDERINGS.map(
    ([value, label]) =>
      html`<option value="${value}" ${value === orderby ? raw("selected='selected'") : ''}>${label}</option>`,
  );
  return html`<form class="woocommerce-ordering" method="get">
	<select name="orderby" class="orderby" aria-label="Mağaza sıralaması">${options}</select>
	<input type="hidden" name="paged" value="1" />
	</form>`;
}

/** loop/pagination.php (paginate_links as a list). */
function pagination(current: number, pages: number, orderby: CatalogOrderby): SafeHtml {
  if (pages <= 1) return raw('');
  const items: SafeHtml[] = [];
  if (current > 1)
    items.push(
      html`<li><a class="prev page-numbers" href="${pageUrl(current - 1, orderby)}">&larr;</a></li>`,
    );
  for (let page = 1; page <= pages; page += 1) {
    items.push(
      page === current
        ? html`<li><span aria-current="page" class="page-numbers current">${page}</span></li>`
        : html`<li><a class="page-numbers" href="${pageUrl(page, orderby)}">${page}</a></li>`,
    );
  }
  if (current < pages)
    items.push(
      html`<li><a class="next page-numbers" href="${pageUrl(current + 1, orderby)}">&rarr;</a></li>`,
    );
  return html`<nav class="woocommerce-pagination" aria-label="Ürün sayfaları"><ul class='page-numbers'>${items}</ul></nav>`;
}

/**
 * A product-blocks "Product Slider" item's cart area (Product_Slider.php): a quantity, the ajax
 * button and the hidden view-cart link that takes the button's place after adding.
 */
function sliderItem(ctx: RequestContext, product: Product): SafeHtml {
  const url = ctx.url(paths.product(product.slug));
  const cart = addsFromLoop(product)
    ? html`<div class="wopb-product-cart-section wopb-cart-action wopb-cart-slide-section"><form class="cart"><div class="quantity wopb-qty-wrap"><input type="number" class="wopb-qty" step="1" min="${product.minQty ?? 1}" max="" name="quantity" value="${product.minQty ?? 1}" title="Adet" aria-label="${product.name} adedi" size="4" inputmode="numeric"/></div><a href="?add-to-cart=${product.id}" data-product_id="${product.id}" class="wopb-product-cart add_to_cart_button single_add_to_cart_button ajax_add_to_cart" data-postid="${product.id}">Sepete ekle</a><a href="${ctx.url(paths.cart)}" class="wopb-product-cart wopb-view-cart wopb-d-none">${wcTexts.viewCart}</a></form></div>`
    : html`<div class="wopb-product-cart-section wopb-cart-action"><a href="${url}" class="wopb-product-cart add_to_cart_button">Seçenekler</a></div>`;
  return html`<div class="wopb-block-item wopb-slide-item"><div class="wopb-product-slider-img"><a href="${url}">${productImage(ctx, product, 'wopb-block-image-img')}</a></div><div class="wopb-product-slider-content"><h3 class="wopb-block-title"><a href="${url}">${product.name}</a></h3><div class="wopb-product-price">${productPriceHtml(ctx, product)}</div>${cart}</div></div>`;
}

/** The "Öne çıkanlar" product-blocks slider (featured products), laid out as a static row. */
function featuredSlider(ctx: RequestContext, products: Product[]): SafeHtml {
  const featured = products.filter((p) => p.featured);
  if (featured.length === 0) return raw('');
  return html`<div class="wp-block-product-blocks-product-slider wopb-block-magaza-slider"><div class="wopb-block-wrapper wopb-product-slider-block"><div class="wopb-heading-filter"><div class="wopb-heading-filter-in"><h2 class="wopb-heading-inner"><span>Öne çıkanlar</span></h2></div></div><div class="wopb-product-slider-items">${featured.map((p) => sliderItem(ctx, p))}</div></div></div>`;
}

/** The shop archive (archive-product.php): header, notices, result count, ordering, loop, pagination. */
export function renderShopArchive(
  ctx: RequestContext,
  page: number,
  query: URLSearchParams,
): SafeHtml | null {
  const orderby = parseOrderby(query.get('orderby'));
  const all = sortProducts(ctx.db, listProducts(ctx.db), orderby, ctx.store.nowSeconds());
  const pages = Math.max(1, Math.ceil(all.length / SHOP_PER_PAGE));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const shown = all.slice((page - 1) * SHOP_PER_PAGE, page * SHOP_PER_PAGE);
  const first = (page - 1) * SHOP_PER_PAGE + 1;
  return html`<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">Mağaza</h1></header>
${page === 1 ? featuredSlider(ctx, all) : ''}
<div class="woocommerce-notices-wrapper"></div>${resultCount(first, first + shown.length - 1, all.length, orderby !== 'menu_order')}
${orderingForm(orderby)}
${productLoop(ctx, shown, 4)}
${pagination(page, pages, orderby)}`;
}
