import type { RequestContext } from '../context';
import { html, raw, type SafeHtml } from '../lib';
import { CATALOG_ORDERINGS, type CatalogOrderby, type Product, parseOrderby, sortProducts } from '../shop';
import { productLoop } from './product-loop';
import { productSliderBlock } from './product-slider-block';
import { wcTexts } from './wc-texts';

/** Products per archive page (loop_shop_per_page). */
export const SHOP_PER_PAGE = 8;

/**
 * A product archive (archive-product.php): the shop page, or a product category's or tag's
 * archive, which print the same header, toolbar, loop and pagination.
 */
export interface ProductArchive {
  /** page 1's address ('/magaza/', '/urun-kategori/mutfak/'); page N is `<path>page/N/` */
  path: string;
  /** woocommerce_page_title(): the shop page's title or the term's name */
  title: string;
  /** the archive's products, in any order: the chosen ordering sorts them */
  products: Product[];
  /** a term's description, printed under the title on page 1 when it has one */
  description?: string;
  /** the shop page's product-blocks slider of featured products, on page 1 */
  featuredSlider?: boolean;
  /**
   * the search results page's query vars (`s`, `product_cat`, `post_type`): kept by the ordering
   * form (wc_query_string_form_fields) and the page links, which then page with `paged=N`
   */
  query?: [string, string][];
}

/** get_pagenum_link(): page N of the archive, keeping the chosen ordering. */
const pageUrl = (archive: ProductArchive, page: number, orderby: CatalogOrderby): string => {
  if (archive.query) {
    const query = new URLSearchParams(archive.query);
    if (page > 1) query.set('paged', String(page));
    if (orderby !== 'menu_order') query.set('orderby', orderby);
    return `${archive.path}?${query}`;
  }
  const path = page > 1 ? `${archive.path}page/${page}/` : archive.path;
  return orderby === 'menu_order' ? path : `${path}?orderby=${orderby}`;
};

/** loop/result-count.php */
function resultCount(first: number, last: number, total: number, sorted: boolean): SafeHtml {
  const text =
    total === 1
      ? wcTexts.resultSingle
      : total <= SHOP_PER_PAGE
        ? wcTexts.resultAll(total)
        : wcTexts.resultRange(first, last, total);
  return html`<p class="woocommerce-result-count" role="alert" aria-relevant="all" ${sorted ? raw('data-is-sorted-by="true"') : ''}>${text}</p>`;
}

/** loop/orderby.php: the sort form that resubmits on change. */
function orderingForm(orderby: CatalogOrderby, kept: [string, string][] = []): SafeHtml {
  const options = CATALOG_ORDERINGS.map(
    ([value, label]) =>
      html`<option value="${value}" ${value === orderby ? raw("selected='selected'") : ''}>${label}</option>`,
  );
  return html`<form class="woocommerce-ordering" method="get">
	<select name="orderby" class="orderby" aria-label="Mağaza sıralaması">${options}</select>
	<input type="hidden" name="paged" value="1" />
	${kept.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}</form>`;
}

/** loop/pagination.php (paginate_links as a list). */
function pagination(
  archive: ProductArchive,
  current: number,
  pages: number,
  orderby: CatalogOrderby,
): SafeHtml {
  if (pages <= 1) return raw('');
  const items: SafeHtml[] = [];
  if (current > 1)
    items.push(
      html`<li><a class="prev page-numbers" href="${pageUrl(archive, current - 1, orderby)}">&larr;</a></li>`,
    );
  for (let page = 1; page <= pages; page += 1) {
    items.push(
      page === current
        ? html`<li><span aria-current="page" class="page-numbers current">${page}</span></li>`
        : html`<li><a class="page-numbers" href="${pageUrl(archive, page, orderby)}">${page}</a></li>`,
    );
  }
  if (current < pages)
    items.push(
      html`<li><a class="next page-numbers" href="${pageUrl(archive, current + 1, orderby)}">&rarr;</a></li>`,
    );
  return html`<nav class="woocommerce-pagination" aria-label="Ürün sayfaları"><ul class='page-numbers'>${items}</ul></nav>`;
}

/**
 * The "Öne çıkanlar" Product Slider block (featured products): one product a slide, fading,
 * arrows and dots, autoplay at the plugin's 3000 ms.
 */
function featuredSlider(ctx: RequestContext, products: Product[]): SafeHtml {
  return productSliderBlock(
    ctx,
    products.filter((p) => p.featured),
    {
      blockId: 'magaza-slider',
      slug: 'product-slider',
      heading: 'Öne çıkanlar',
      slidesToShow: [1, 1, 1],
      autoplay: true,
      slideSpeed: 3000,
      dots: true,
      arrows: true,
      fade: true,
    },
  );
}

/**
 * woocommerce_products_header: the title, and on page 1 a term's description
 * (woocommerce_taxonomy_archive_description, wc_format_content: one paragraph here).
 */
function productsHeader(archive: ProductArchive, page: number): SafeHtml {
  const description =
    page === 1 && archive.description
      ? html`<div class="term-description"><p>${archive.description}</p></div>`
      : '';
  return html`<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${archive.title}</h1>${description}</header>`;
}

/**
 * A product archive page (archive-product.php): header, notices, result count, ordering, loop,
 * pagination; an archive without products prints WooCommerce's "no products" notice instead.
 * Null for a page past the last (a 404).
 */
export function renderShopArchive(
  ctx: RequestContext,
  archive: ProductArchive,
  page: number,
  query: URLSearchParams,
): SafeHtml | null {
  const orderby = parseOrderby(query.get('orderby'));
  const all = sortProducts(ctx.db, archive.products, orderby, ctx.store.nowSeconds());
  const pages = Math.max(1, Math.ceil(all.length / SHOP_PER_PAGE));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  if (all.length === 0)
    return html`${productsHeader(archive, page)}
<div class="woocommerce-no-products-found">
	<div class="woocommerce-info" role="status">${wcTexts.noProductsFound}</div>
</div>`;
  const shown = all.slice((page - 1) * SHOP_PER_PAGE, page * SHOP_PER_PAGE);
  const first = (page - 1) * SHOP_PER_PAGE + 1;
  return html`${productsHeader(archive, page)}
${page === 1 && archive.featuredSlider ? featuredSlider(ctx, all) : ''}
<div class="woocommerce-notices-wrapper"></div>${resultCount(first, first + shown.length - 1, all.length, orderby !== 'menu_order')}
${orderingForm(orderby, archive.query)}
${productLoop(ctx, shown, 4)}
${pagination(archive, page, pages, orderby)}`;
}
