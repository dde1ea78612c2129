/**
 * The compare markup as the demo store prints it (Compare.php's defaults, Turkish): a card's
 * meta icon, the shop loop's button, the header nav item with its count, the footer modal
 * shell, and `wopb_compare` / `wopb_product_list` replies. Icons shortened.
 */

const ICON = '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"></svg>';

/** The footer modal shell every page prints (render/footer-modal.ts). */
const SHELL = `<div class="wopb-footer-section"><div class="wopb-modal-wrap">
<div class="wopb-modal-overlay"></div>
<div class="wopb-modal-content"></div>
<div class="wopb-modal-loading"><div class="wopb-loading"><span class="wopb-loader wopb-d-none loader_1"></span></div></div>
<div class="wopb-after-modal-content"></div>
</div></div>`;

/** A product-blocks card's compare icon (`.wopb-compare-btn.wopb_meta_svg_con`). */
export function compareCardMarkup({ postId = 32, name = 'Hakiki Deri Cüzdan', active = false } = {}): string {
  return `<div class="wopb-block-item"><div class="wopb-product-new-meta"><div class="wopb-compare-btn wopb_meta_svg_con${active ? ' wopb-compare-active' : ''}" data-action="add" data-added-action="popup" data-postid="${postId}" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" data-modal-loader="loader_1" data-modal_wrapper_class=""><span class="wopb-tooltip-text">${ICON}<span class="wopb-tooltip-text-left"><span>Karşılaştırmaya ekle</span><span>Karşılaştırmada</span></span></span></div></div><h3 class="wopb-block-title"><a href="/urun/x/">${name}</a></h3></div>`;
}

/** The shop loop's button (`.wopb-compare-btn-wrap > span.wopb-compare-addon-btn`) with `addedAction`. */
export function compareShopMarkup({
  postId = 33,
  name = 'Paslanmaz Çelik Termos 500 ml',
  addedAction = 'popup',
} = {}): string {
  const wrapper =
    addedAction === 'sidebar'
      ? 'wopb-sidebar-wrap wopb-right_sidebar'
      : addedAction === 'message'
        ? ' wopb-modal-toast-wrapper'
        : '';
  return `<ul class="products"><li class="product"><h2 class="woocommerce-loop-product__title">${name}</h2><span class="wopb-compare-btn-wrap"><span class="wopb-compare-btn wopb-compare-addon-btn wopb-compare-shop-btn" data-action="add" data-added-action="${addedAction}" data-postid="${postId}" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" data-modal-loader="loader_1" data-modal_wrapper_class="${wrapper}">${ICON}<span class="wopb-compare-btn-text">Karşılaştır</span><span class="wopb-compare-added-text">Karşılaştırmada</span></span></span></li></ul>`;
}

/** The header's nav item (`a.wopb-compare-nav-item`, popup) with its count. */
export function compareNavMarkup(count = 0): string {
  return `<ul class="wopb-product-list-nav menu"><li class="menu-item"><a class="wopb-compare-nav-item" data-action="nav_popup" data-added-action="nav_popup" data-postid="" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" data-modal-loader="loader_1"><span class="wopb-compare-icon">${ICON}<span class="wopb-compare-count">${count}</span></span>Karşılaştır</a></li></ul>`;
}

/** A page with the nav item, a card, a loop button and the footer modal shell. */
export function comparePageMarkup({ count = 0, addedAction = 'popup' } = {}): string {
  return `${compareNavMarkup(count)}${compareCardMarkup()}${compareShopMarkup({ addedAction })}${SHELL}`;
}

/** The products the fixtures know, by id. */
export const COMPARE_PRODUCTS: Record<number, string> = {
  20: 'Kablosuz Bluetooth Kulaklık',
  25: 'Pamuklu Basic Tişört',
  32: 'Hakiki Deri Cüzdan',
  33: 'Paslanmaz Çelik Termos 500 ml',
  34: 'Kaymaz Yoga Matı',
};

/** The picker's items (`product_list`): the products not in `ids` whose name contains `search`. */
export function compareProductListMarkup(ids: readonly number[] = [], search = ''): string {
  const needle = search.toLocaleLowerCase('tr');
  return Object.entries(COMPARE_PRODUCTS)
    .filter(([id, name]) => !ids.includes(Number(id)) && name.toLocaleLowerCase('tr').includes(needle))
    .map(
      ([id, name]) =>
        `<div class="wopb-compare-item wopb-compare-item-${id}"><div class="wopb-compare-product-details"><a href="/urun/${id}/" class="wopb-product-image" tabindex="-1"></a><div class="wopb-compare-product-content"><div class="wopb-compare-product-name">${name}</div></div></div><a class="wopb-add-to-compare-btn" data-action="add" data-added-action="product_list" data-postid="${id}" aria-label="Karşılaştırmaya ekle: ${name}">${ICON}</a></div>`,
    )
    .join('');
}

/** `compare_wrapper` for the list `ids` (the popup: header, table with demo columns, footer, picker). */
export function compareReplyMarkup(ids: readonly number[] = [32], addedAction = 'popup'): string {
  const header =
    '<div class="wopb-modal-header"><span class="wopb-header-title">Ürünleri karşılaştır</span><a class="wopb-modal-close" aria-label="Kapat"><svg aria-hidden="true"></svg></a></div>';
  const footer = `<div class="wopb-modal-footer">${ids.length ? `<a class="wopb-compare-clear-btn" data-action="clear" data-added-action="${addedAction}" data-postid="${ids[0] ?? ''}">Tümünü temizle</a>` : ''}</div>`;
  if (addedAction === 'sidebar') {
    const items = ids
      .map(
        (id) =>
          `<div class="wopb-compare-item wopb-compare-item-${id}"><div class="wopb-compare-product-details"><a class="wopb-compare-product-name" href="/urun/${id}/" data-action="remove">${COMPARE_PRODUCTS[id] ?? id}</a></div><a class="wopb-compare-remove" data-action="remove" data-added-action="sidebar" data-postid="${id}" aria-label="Sil: ${COMPARE_PRODUCTS[id] ?? id}">${ICON}</a></div>`,
      )
      .join('');
    return `<div class="wopb-compare-wrapper ">${header}<div class="wopb-modal-body" data-outside_click="yes"><div class="wopb-product-list">${items}</div></div><div class="wopb-modal-footer"><a class="wopb-compare-clear-btn" data-action="clear" data-added-action="sidebar" data-postid="">Tümünü temizle</a><a class="wopb-lets-compare-btn" data-postid="" data-action="nav_popup" data-added-action="nav_popup" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" data-modal-loader="loader_1">Karşılaştır</a></div></div>`;
  }
  if (ids.length === 0) {
    return `<div class="wopb-compare-wrapper wopb-compare-layout-1">${header}<div class="wopb-modal-body" data-outside_click="yes"><div class="wopb-no-product wopb-popup"><div class="wopb-no-product-text">Karşılaştırma listesine ürün eklenmedi</div><a href="/magaza/" class="wopb-retun-shop">Mağazaya dön</a></div></div>${footer}</div>`;
  }
  const demo = (cls = '') =>
    Array.from(
      { length: Math.max(0, 3 - ids.length) },
      () => `<td class="wopb-demo-column${cls}"><span></span></td>`,
    ).join('');
  const cells = (row: (id: number) => string) =>
    ids.map((id) => `<td class="wopb-compare-item-${id}">${row(id)}</td>`).join('');
  const head = `<thead><tr class="wopb-sticky-row"><th class="wopb-sticky-column" scope="col">İşlem</th>${ids
    .map(
      (id) =>
        `<td class="wopb-compare-item wopb-compare-item-${id}"><a class="wopb-compare-remove" data-action="remove" data-added-action="popup" data-postid="${id}" aria-label="Sil: ${COMPARE_PRODUCTS[id] ?? id}">${ICON}<span>Sil</span></a></td>`,
    )
    .join(
      '',
    )}${demo()}<td class="wopb-action-add-btn"><a class="wopb-compare-add-btn">${ICON}<span class="wopb-tooltip">Ürün ekle</span></a></td></tr></thead>`;
  const rows = [
    `<tr class="wopb-title-row"><th class="wopb-sticky-column" scope="row">Ürün adı</th>${cells((id) => `<a href="/urun/${id}/">${COMPARE_PRODUCTS[id] ?? id}</a>`)}${demo()}<td class="wopb-action-add-btn"></td></tr>`,
    `<tr class="wopb-quantity-row"><th class="wopb-sticky-column" scope="row">Adet</th>${cells((id) => `<div class="wopb-qty-wrap"><a class="wopb-add-to-cart-minus" aria-label="Azalt">${ICON}</a><input type="number" class="wopb-qty" value="1" min="1" aria-label="${COMPARE_PRODUCTS[id] ?? id} adedi"><a class="wopb-add-to-cart-plus" aria-label="Arttır">${ICON}</a></div>`)}${demo()}<td class="wopb-action-add-btn"></td></tr>`,
    `<tr class="wopb-add_to_cart-row"><th class="wopb-sticky-column" scope="row">Sepete ekle</th>${cells((id) => `<span class="wopb-cart-action"><a href="/magaza/?add-to-cart=${id}" class="wopb-add-to-cart ajax_add_to_cart" data-postid="${id}">Sepete ekle</a><a href="/sepet/" class="wopb-add-to-cart wopb-view-cart">Sepeti görüntüle</a></span>`)}${demo()}<td class="wopb-action-add-btn"></td></tr>`,
  ].join('');
  const picker = `<div class="wopb-compare-product-list-modal wopb-d-none"><div class="wopb-product-list-content"><a class="wopb-product-list-close" aria-label="Kapat">${ICON}</a><div class="wopb-product-list-body"><div class="wopb-product-search"><input type="text" class="wopb-search-input" placeholder="Ürün adıyla arayın..." aria-label="Ürün ara"><a class="wopb-search-icon" aria-hidden="true">${ICON}</a></div><div class="wopb-product-list">${compareProductListMarkup(ids)}</div></div></div></div>`;
  return `<div class="wopb-compare-wrapper wopb-compare-layout-1">${header}<div class="wopb-modal-body" data-outside_click="yes"><table class="wopb-compare-table">${head}<tbody>${rows}</tbody></table></div>${footer}${picker}</div>`;
}

// The islands' test control, published with their fixtures: forget the lists read so far.
export { resetLists as resetProductLists } from '../../shared/product-lists';
