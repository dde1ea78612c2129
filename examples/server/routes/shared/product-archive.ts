import type { RequestContext } from '../../context';
import { html, paths } from '../../lib';
import { type PageView, type ProductArchive, productSearchBlock, renderShopArchive } from '../../render';
import {
  getProductTerm,
  listProducts,
  type ProductTaxonomy,
  salesNotificationBodyClasses,
  searchCategories,
  searchProducts,
} from '../../shop';

/**
 * A product archive's page: page N (the ordering form's `paged` wins over /page/N/, as WordPress's
 * query var does), its title and its body classes (WooCommerce's, and WordPress's of a later
 * page) after the archive's own. Null for a page past the last (a 404).
 */
function archivePage(
  ctx: RequestContext,
  archive: ProductArchive,
  bodyClass: string[],
  { params, query }: { params: Record<string, string>; query: URLSearchParams },
): PageView | null {
  const page = Number(query.get('paged') ?? params.paged ?? '1');
  const main = renderShopArchive(ctx, archive, page, query);
  if (!main) return null;
  return {
    title: page > 1 ? `${archive.title} – Sayfa ${page}` : archive.title,
    bodyClass: [
      ...bodyClass,
      'woocommerce',
      'woocommerce-page',
      ...(page > 1 ? ['paged', `paged-${page}`] : []),
    ],
    main,
  };
}

/**
 * /magaza/ and /magaza/page/N/: the shop page (is_shop()), with its featured slider and the sales
 * notification's body classes (added last, as the addon's body_class filter runs at 9999).
 */
export function shopArchivePage(
  ctx: RequestContext,
  request: { params: Record<string, string>; query: URLSearchParams },
): PageView | null {
  const archive = { path: paths.shop, title: 'Mağaza', products: listProducts(ctx.db), featuredSlider: true };
  const bodyClass = ['archive', 'post-type-archive', 'post-type-archive-product', 'woocommerce-shop'];
  const page = archivePage(ctx, archive, bodyClass, request);
  return page && { ...page, bodyClass: [...page.bodyClass, ...salesNotificationBodyClasses()] };
}

const termPaths: Record<ProductTaxonomy, (slug: string) => string> = {
  product_cat: paths.productCategory,
  product_tag: paths.productTag,
};

/**
 * /urun-kategori/<slug>/ and /urun-etiketi/<slug>/ (and their /page/N/): a product category's or
 * tag's archive (is_product_taxonomy()), the shop's archive narrowed to the term's products, its
 * description under the title. An unknown slug is a 404 (null).
 */
export function termArchivePage(
  ctx: RequestContext,
  taxonomy: ProductTaxonomy,
  request: { params: Record<string, string>; query: URLSearchParams },
): PageView | null {
  const term = getProductTerm(ctx.db, taxonomy, request.params.slug ?? '');
  if (!term) return null;
  const archive = {
    path: termPaths[taxonomy](term.slug),
    title: term.name,
    description: term.description,
    products: listProducts(ctx.db, { termId: term.id }),
  };
  return archivePage(
    ctx,
    archive,
    ['archive', `tax-${taxonomy}`, `term-${term.slug}`, `term-${term.id}`],
    request,
  );
}

/**
 * The search results page, `/?s=…[&product_cat=…][&post_type=product]` (what the product search
 * block's redirect opens): WooCommerce's product archive for the search (is_search(), title
 * "Arama sonuçları: “…”"), the products whose name holds the text in Turkish lower case, narrowed
 * to the category; WooCommerce's no-products notice when none match. The search block sits above
 * it with the text and category kept. Page N is `&paged=N`; past the last, a 404 (null).
 */
export function searchResultsPage(
  ctx: RequestContext,
  request: { params: Record<string, string>; query: URLSearchParams },
): PageView | null {
  const search = (request.query.get('s') ?? '').trim();
  const category = (request.query.get('product_cat') ?? '').trim();
  const kept: [string, string][] = [['s', search]];
  if (category) kept.push(['product_cat', category]);
  const postType = request.query.get('post_type');
  if (postType) kept.push(['post_type', postType]);
  const { products } = searchProducts(ctx.db, { search, category });
  const archive: ProductArchive = {
    path: '/',
    title: `Arama sonuçları: “${search}”`,
    products,
    query: kept,
  };
  const bodyClass = [
    'search',
    products.length ? 'search-results' : 'search-no-results',
    'post-type-archive',
    'post-type-archive-product',
  ];
  const page = archivePage(ctx, archive, bodyClass, request);
  if (!page) return null;
  const block = productSearchBlock(ctx, searchCategories(ctx.db), { postId: 0, search, category });
  return {
    ...page,
    title: `“${search}” için arama sonuçları`,
    main: html`${block}
${page.main}`,
  };
}

/** /magaza/ (page 1) with the product search block above the archive. */
export function shopPageWithSearch(
  ctx: RequestContext,
  request: { params: Record<string, string>; query: URLSearchParams },
): PageView | null {
  const page = shopArchivePage(ctx, request);
  if (!page) return null;
  const block = productSearchBlock(ctx, searchCategories(ctx.db), { postId: 0 });
  return {
    ...page,
    main: html`${block}
${page.main}`,
  };
}
