import type { RequestContext } from '../../context';
import { paths } from '../../lib';
import { type PageView, type ProductArchive, renderShopArchive } from '../../render';
import { getProductTerm, listProducts, type ProductTaxonomy } from '../../shop';

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

/** /magaza/ and /magaza/page/N/: the shop page (is_shop()), with its featured slider. */
export function shopArchivePage(
  ctx: RequestContext,
  request: { params: Record<string, string>; query: URLSearchParams },
): PageView | null {
  const archive = { path: paths.shop, title: 'Mağaza', products: listProducts(ctx.db), featuredSlider: true };
  const bodyClass = ['archive', 'post-type-archive', 'post-type-archive-product', 'woocommerce-shop'];
  return archivePage(ctx, archive, bodyClass, request);
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
