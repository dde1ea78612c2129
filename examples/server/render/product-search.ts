import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml } from '../lib';
import { foldTurkish, type ProductSearch, type SearchTerm } from '../shop';
import { attachmentUrl } from './media';
import { productPriceHtml } from './product-loop';

/** The demo's product search block: its blockId and the attributes it was saved with. */
export const SEARCH_BLOCK = {
  blockId: 'magaza-arama',
  blockName: 'product-blocks_product-search',
  placeholder: 'Ürün ara…',
  itemCatLabel: 'Kategoriler',
  itemProductLabel: 'Ürünler',
  allCategories: 'Tüm kategoriler',
  noResult: 'Sonuç bulunamadı',
  moreResults: 'Daha fazla sonuç..',
  lessResults: 'Daha az sonuç',
  /** Product_Search::search_item_content's view_limit */
  viewLimit: 6,
} as const;

const searchIcon = raw(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" aria-hidden="true"><path d="M20 4a16 16 0 1 0 9.8 28.6l10.8 10.8 2.8-2.8-10.8-10.8A16 16 0 0 0 20 4Zm0 4a12 12 0 1 1 0 24 12 12 0 0 1 0-24Z"/></svg>',
);

/**
 * The product search block as Product_Search::content prints it (layout 1, category list, icon,
 * redirect on submit): the input keeps `?s=`, the category list keeps `?product_cat=`. `blockId`:
 * another saved copy of the block (the header's search overlay prints one on every page).
 */
export function productSearchBlock(
  ctx: RequestContext,
  categories: SearchTerm[],
  {
    postId,
    search = '',
    category = '',
    blockId = SEARCH_BLOCK.blockId,
  }: { postId: number; search?: string; category?: string; blockId?: string },
): SafeHtml {
  const chosen = categories.find((c) => c.slug === category);
  const items = categories.map((c) => html`<li value="${c.slug}">${c.name}</li>`);
  return html`<div class="wp-block-product-blocks-product-search wopb-block-${blockId} "><div class="wopb-block-wrapper wopb-front-block-wrapper wopb-product-search-block " data-blockid="${blockId}" data-postid = "${postId}" data-blockname="${SEARCH_BLOCK.blockName}"><div class="wopb-search-section"><form action="javascript:" data-redirect="${ctx.url('/')}"><div class="wopb-input-section"><input type="text" class="wopb-search-input" placeholder="${SEARCH_BLOCK.placeholder}" ${search ? html`value="${search}" ` : ''}/><span class="dashicons dashicons-no-alt wopb-clear wopb-d-none"></span><span class="wopb-loader-container"></span></div>
			<div class="wopb-search-category">
					<span class="wopb-separator wopb-left-separator"></span>
					<div class="wopb-dropdown-select">
					<span class="wopb-selected-item">
						<span value="${chosen ? chosen.slug : ''}" class="wopb-selected-text">
							${chosen ? chosen.name : SEARCH_BLOCK.allCategories}
						</span>
						<i class="dashicons dashicons-arrow-down-alt2"></i>
					</span>
						<ul class="wopb-select-items">
								<li value="">${SEARCH_BLOCK.allCategories}</li>
							${items}
						</ul>
					</div>
					<span class="wopb-separator wopb-right-separator"></span>
				</div>
					<a class="wopb-search-icon">
			${searchIcon}
		</a>
			</form></div><div class="wopb-search-result wopb-d-none wopb-layout-1"></div></div></div>`;
}

/** wopb_function()->highlightSearchKey: each match of the text (Turkish case folded) in <strong>. */
export function highlightSearchKey(name: string, search: string): SafeHtml {
  const needle = foldTurkish(search);
  if (!needle) return html`${name}`;
  const folded = name.toLocaleLowerCase('tr');
  // toLocaleLowerCase('tr') keeps the length of Turkish names, so positions carry over.
  if (folded.length !== name.length) return html`${name}`;
  const parts: SafeHtml[] = [];
  let from = 0;
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, from)) {
    parts.push(html`${name.slice(from, at)}<strong>${name.slice(at, at + needle.length)}</strong>`);
    from = at + needle.length;
  }
  parts.push(html`${name.slice(from)}`);
  return html`${parts}`;
}

/**
 * The REST reply's HTML (Product_Search::search_item_content, layout 1, no ratings): the matching
 * categories, then the products (after the sixth, `wopb-extended-item wopb-d-none` and the
 * more/less links), or `wopb-empty-result`.
 */
export function productSearchResults(ctx: RequestContext, found: ProductSearch, search: string): SafeHtml {
  const limit = SEARCH_BLOCK.viewLimit;
  const extended = (i: number) => (i >= limit ? ' wopb-extended-item wopb-d-none' : '');
  const terms = found.terms.length
    ? html`<div class="wopb-search-item-label wopb-search-item">${SEARCH_BLOCK.itemCatLabel}</div><div class="wopb-tax-term-items wopb-search-items">${found.terms.map(
        (term, i) =>
          html`<div class="wopb-search-item${extended(i)}"><a href="${ctx.url(paths.productCategory(term.slug))}" class="wopb-item-term">${highlightSearchKey(term.name, search)}</a></div>`,
      )}</div>`
    : '';
  const products = found.products.length
    ? html`<div class="wopb-search-item-label wopb-search-item">${SEARCH_BLOCK.itemProductLabel}</div><div class="wopb-search-items">${found.products.map(
        (product, i) => {
          const url = ctx.url(paths.product(product.slug));
          return html`<div class="wopb-search-item wopb-block-item${extended(i)}"><div class="wopb-item-details"><a href="${url}"  class="wopb-item-image"><img src="${attachmentUrl(ctx, product.imageId)}" /></a><div class="wopb-item-title-section"><a href="${url}" class="wopb-item-title">${highlightSearchKey(product.name, search)}</a></div></div><div class="wopb-item-price">${productPriceHtml(ctx, product)}</div></div>`;
        },
      )}</div>${
        found.products.length > limit
          ? html`<div class="wopb-load-more-section"><a class="wopb-load-more">${SEARCH_BLOCK.moreResults}(${found.products.length - limit})</a><a class="wopb-less-result wopb-d-none">${SEARCH_BLOCK.lessResults}</a></div>`
          : ''
      }`
    : '';
  if (!found.terms.length && !found.products.length)
    return html`<div class="wopb-empty-result"><h2> ${SEARCH_BLOCK.noResult} </h2></div>`;
  return html`${terms}${products}`;
}
