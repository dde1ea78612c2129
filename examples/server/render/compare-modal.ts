import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml } from '../lib';
import { getProduct, isInStock, isPurchasable, type Product, searchProducts } from '../shop';
import { productImage } from './media';
import { productPriceHtml } from './product-loop';
import { productReviews } from './product-tabs';

/**
 * The compare addon's replies (addons/compare/Compare.php 4.4.23, in Turkish): the modal
 * (`compare_wrapper`: header, the table with `.wopb-compare-item-<id>` cells and demo columns,
 * footer, the product-list picker), the sidebar, the toast, and the picker's list
 * (`product_list`). Settings are the plugin's defaults (layout 1, close button, clear, add-product
 * button, sticky first row and column, the default columns).
 */

/** Columns the table keeps for at least this many products (`$this->demo_column`). */
export const COMPARE_DEMO_COLUMNS = 3;

/** What the picker lists at most (`posts_per_page`). */
const PRODUCT_LIST_LIMIT = 10;

const ICON = {
  close: raw(
    '<svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true"><path d="M1 1l12 12M13 1L1 13" stroke="currentColor" stroke-width="1.6"/></svg>',
  ),
  delete: raw(
    '<svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true"><path d="M2.5 4h11M6 4V2.5h4V4m-6 0 .7 9.5h6.6L12 4" stroke="currentColor" stroke-width="1.3" stroke-linejoin="round"/></svg>',
  ),
  plus: raw(
    '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 2v12M2 8h12" stroke="currentColor" stroke-width="1.6"/></svg>',
  ),
  minus: raw(
    '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M2 8h12" stroke="currentColor" stroke-width="1.6"/></svg>',
  ),
  search: raw(
    '<svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true"><circle cx="7" cy="7" r="5" stroke="currentColor" stroke-width="1.5"/><path d="m11 11 3.5 3.5" stroke="currentColor" stroke-width="1.5"/></svg>',
  ),
  placeholder: raw(
    '<svg width="48" height="48" viewBox="0 0 48 48" fill="none" aria-hidden="true"><rect x="4" y="8" width="40" height="32" rx="3" stroke="currentColor" stroke-width="2"/><circle cx="17" cy="19" r="4" stroke="currentColor" stroke-width="2"/><path d="m6 36 12-12 8 8 6-6 10 10" stroke="currentColor" stroke-width="2"/></svg>',
  ),
};

/** How the modal was asked for: the button's `data-added-action`. */
export type CompareAddedAction = 'popup' | 'sidebar' | 'message' | 'product_list' | 'nav_popup' | string;

export interface CompareReplyInput {
  /** The visitor's compare list after the action, oldest first. */
  ids: readonly number[];
  /** The product the action was about (the toast names it), if any. */
  postId: number | null;
  addedAction: CompareAddedAction;
}

const productsOf = (ctx: RequestContext, ids: readonly number[]): Product[] =>
  ids.map((id) => getProduct(ctx.db, id)).filter((p): p is Product => p !== null);

function rating(ctx: RequestContext, product: Product): { percent: number; count: number } {
  const rated = productReviews(ctx, product.id).filter((r) => r.rating !== null);
  const average = rated.length ? rated.reduce((sum, r) => sum + (r.rating ?? 0), 0) / rated.length : 0;
  return { percent: (average / 5) * 100, count: rated.length };
}

function stars(ctx: RequestContext, product: Product): SafeHtml {
  const { percent, count } = rating(ctx, product);
  const label = `5 üzerinden ${((percent / 100) * 5).toFixed(1).replace('.', ',')} puan`;
  return html`<div class="wopb-star-rating" role="img" aria-label="${label}"><span style="width: ${percent}%"></span></div><span class="wopb-review-count">${count} müşteri değerlendirmesi</span>`;
}

function modalHeader(): SafeHtml {
  return html`<div class="wopb-modal-header"><span class="wopb-header-title">Ürünleri karşılaştır</span><a class="wopb-modal-close" aria-label="Kapat">${ICON.close}</a></div>`;
}

function modalFooter(ctx: RequestContext, input: CompareReplyInput): SafeHtml {
  const added = input.addedAction === 'message' ? 'clear_all' : input.addedAction;
  const postId = input.postId ?? '';
  const clear =
    input.ids.length > 0
      ? html`<a class="wopb-compare-clear-btn" data-action="clear" data-added-action="${added}" data-postid="${postId}">Tümünü temizle</a>`
      : '';
  const letsCompare =
    added === 'sidebar'
      ? html`<a class="wopb-lets-compare-btn" data-postid="${postId}" data-action="nav_popup" data-added-action="nav_popup" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" data-modal-loader="loader_1">Karşılaştır</a>`
      : '';
  void ctx;
  return html`<div class="wopb-modal-footer">${clear}${letsCompare}</div>`;
}

function emptyMessage(ctx: RequestContext, addedAction: string): SafeHtml {
  const cls = addedAction ? `wopb-${addedAction.replace(/[^\w-]/g, '')}` : '';
  return html`<div class="wopb-no-product ${cls}"><div class="wopb-no-product-text">Karşılaştırma listesine ürün eklenmedi</div><a href="${ctx.url(paths.shop)}" class="wopb-retun-shop">Mağazaya dön</a></div>`;
}

const COLUMNS: { key: string; label: string }[] = [
  { key: 'image', label: 'Görsel' },
  { key: 'title', label: 'Ürün adı' },
  { key: 'price', label: 'Fiyat' },
  { key: 'stock_status', label: 'Stok durumu' },
  { key: 'quantity', label: 'Adet' },
  { key: 'add_to_cart', label: 'Sepete ekle' },
  { key: 'review', label: 'Değerlendirme' },
];

function cell(ctx: RequestContext, product: Product, key: string): SafeHtml | string {
  const url = ctx.url(paths.product(product.slug));
  switch (key) {
    case 'image':
      return html`<a href="${url}">${productImage(ctx, product)}</a>`;
    case 'title':
      return html`<a href="${url}">${product.name}</a>`;
    case 'price':
      return productPriceHtml(ctx, product);
    case 'stock_status':
      if (!isPurchasable(product) || !isInStock(product)) return 'Stokta yok';
      return product.stockQuantity === null ? 'Stokta' : `${product.stockQuantity} adet stokta`;
    case 'quantity':
      return html`<div class="wopb-qty-wrap"><a class="wopb-add-to-cart-minus" aria-label="Azalt">${ICON.minus}</a><input type="number" class="wopb-qty" value="1" min="1" aria-label="${product.name} adedi"><a class="wopb-add-to-cart-plus" aria-label="Arttır">${ICON.plus}</a></div>`;
    case 'add_to_cart': {
      const simple = product.type === 'simple' && isInStock(product) && isPurchasable(product);
      const href = simple ? ctx.url(`${paths.shop}?add-to-cart=${product.id}`) : url;
      return html`<span class="wopb-cart-action"><a href="${href}" class="wopb-add-to-cart ${simple ? 'ajax_add_to_cart' : ''}" data-postid="${product.id}" aria-label="Sepete ekle: “${product.name}”">${simple ? 'Sepete ekle' : 'Seçenekler'}</a><a href="${ctx.url(paths.cart)}" class="wopb-add-to-cart wopb-view-cart">Sepeti görüntüle</a></span>`;
    }
    case 'review':
      return html`<div class="wopb-review-content">${stars(ctx, product)}</div>`;
    default:
      return '';
  }
}

function compareTable(ctx: RequestContext, products: Product[]): SafeHtml {
  const demo = Math.max(0, COMPARE_DEMO_COLUMNS - products.length);
  const demoCells = (key: string) =>
    Array.from(
      { length: demo },
      () =>
        html`<td class="wopb-demo-column${key === 'image' ? ' image' : ''}"><span>${key === 'image' ? ICON.placeholder : ''}</span></td>`,
    );
  const head = html`<thead><tr class="wopb-sticky-row"><th class="wopb-sticky-column" scope="col">İşlem</th>${products.map(
    (p) =>
      html`<td class="wopb-compare-item wopb-compare-item-${p.id}"><a class="wopb-compare-remove" data-action="remove" data-added-action="popup" data-postid="${p.id}" aria-label="Sil: ${p.name}">${ICON.delete}<span>Sil</span></a></td>`,
  )}${demoCells('action')}<td class="wopb-action-add-btn"><a class="wopb-compare-add-btn">${ICON.plus}<span class="wopb-tooltip">Ürün ekle</span></a></td></tr></thead>`;
  const rows = COLUMNS.map(
    (column) =>
      html`<tr class="wopb-${column.key}-row"><th class="wopb-sticky-column" scope="row">${column.label}</th>${products.map(
        (p) => html`<td class="wopb-compare-item-${p.id}">${cell(ctx, p, column.key)}</td>`,
      )}${demoCells(column.key)}<td class="wopb-action-add-btn"></td></tr>`,
  );
  return html`<table class="wopb-compare-table">${head}<tbody>${rows}</tbody></table>`;
}

/** `product_list`: the picker's items, the products matching `search` (Turkish-aware) not in the list. */
export function compareProductList(ctx: RequestContext, search: string, ids: readonly number[]): SafeHtml {
  const inList = new Set(ids);
  const products = searchProducts(ctx.db, { search })
    .products.filter((p) => p.type !== 'variation')
    .slice(0, PRODUCT_LIST_LIMIT)
    .filter((p) => !inList.has(p.id));
  if (products.length === 0) return raw('');
  return html`${products.map((p) => {
    const url = ctx.url(paths.product(p.slug));
    return html`<div class="wopb-compare-item wopb-compare-item-${p.id}"><div class="wopb-compare-product-details"><a href="${url}" class="wopb-product-image" tabindex="-1">${productImage(ctx, p)}</a><div class="wopb-compare-product-content"><div class="wopb-compare-product-name">${p.name}</div><div class="wopb-compare-product-review">${stars(ctx, p)}</div><div class="wopb-compare-product-price">${productPriceHtml(ctx, p)}</div></div></div><a class="wopb-add-to-compare-btn" data-action="add" data-added-action="product_list" data-postid="${p.id}" aria-label="Karşılaştırmaya ekle: ${p.name}">${ICON.plus}</a></div>`;
  })}`;
}

function productListModal(ctx: RequestContext, ids: readonly number[]): SafeHtml {
  return html`<div class="wopb-compare-product-list-modal wopb-d-none"><div class="wopb-product-list-content"><a class="wopb-product-list-close" aria-label="Kapat">${ICON.close}</a><div class="wopb-product-list-body"><div class="wopb-product-search"><input type="text" class="wopb-search-input" placeholder="Ürün adıyla arayın..." aria-label="Ürün ara"><a class="wopb-search-icon" aria-hidden="true">${ICON.search}</a></div><div class="wopb-product-list">${compareProductList(ctx, '', ids)}</div></div></div></div>`;
}

function sidebarContent(ctx: RequestContext, products: Product[], addedAction: string): SafeHtml {
  if (products.length === 0)
    return html`<div class="wopb-modal-body" data-outside_click="yes">${emptyMessage(ctx, addedAction)}</div>`;
  return html`<div class="wopb-modal-body" data-outside_click="yes"><div class="wopb-product-list">${products.map(
    (p) => {
      const url = ctx.url(paths.product(p.slug));
      return html`<div class="wopb-compare-item wopb-compare-item-${p.id}"><div class="wopb-compare-product-details"><a href="${url}" class="wopb-product-image" tabindex="-1">${productImage(ctx, p)}</a><a class="wopb-compare-product-name" href="${url}" data-action="remove">${p.name}</a></div><a class="wopb-compare-remove" data-action="remove" data-added-action="sidebar" data-postid="${p.id}" aria-label="Sil: ${p.name}">${ICON.delete}</a></div>`;
    },
  )}</div></div>`;
}

function toastMessage(ctx: RequestContext, postId: number | null): SafeHtml {
  const product = postId === null ? null : getProduct(ctx.db, postId);
  const item = product
    ? html`<div class="wopb-compare-item wopb-compare-item-${product.id}"><span class="wopb-compare-image">${productImage(ctx, product)}</span><div class="wopb-compare-product-name"><span>${product.name}</span> karşılaştırma listesine eklendi.</div></div>`
    : '';
  return html`${item}<a href="${ctx.url(paths.shop)}" class="wopb-compare-view-btn">Karşılaştırma listesini gör</a>`;
}

/** `compare_wrapper`: what `wopb_compare` answers in `data.html`. */
export function compareReply(ctx: RequestContext, input: CompareReplyInput): SafeHtml {
  const products = productsOf(ctx, input.ids);
  if (input.addedAction === 'sidebar') {
    return html`<div class="wopb-compare-wrapper ">${modalHeader()}${sidebarContent(ctx, products, input.addedAction)}${modalFooter(ctx, input)}</div>`;
  }
  if (input.addedAction === 'message') {
    return html`<div class="wopb-compare-wrapper wopb-modal-toaster wopb-right-top">${toastMessage(ctx, input.postId)}</div>`;
  }
  const body = products.length === 0 ? emptyMessage(ctx, input.addedAction) : compareTable(ctx, products);
  return html`<div class="wopb-compare-wrapper wopb-compare-layout-1">${modalHeader()}<div class="wopb-modal-body" data-outside_click="yes">${body}</div>${modalFooter(ctx, input)}${productListModal(ctx, input.ids)}</div>`;
}
