/** The product search block as Product_Search::content prints it (layout 1, categories, icon, redirect). */
export function searchBlockMarkup({
  blockId = 'arama',
  redirect = 'https://magaza.example/',
  value = '',
}: {
  blockId?: string;
  redirect?: string | null;
  value?: string;
} = {}): string {
  return `<div class="wp-block-product-blocks-product-search wopb-block-${blockId} "><div class="wopb-block-wrapper wopb-front-block-wrapper wopb-product-search-block " data-blockid="${blockId}" data-postid = "12" data-blockname="product-blocks_product-search"><div class="wopb-search-section"><form action="javascript:" ${redirect === null ? '' : `data-redirect="${redirect}"`}><div class="wopb-input-section"><input type="text" class="wopb-search-input" placeholder="Ürün ara…" ${value ? `value="${value}" ` : ''}/><span class="dashicons dashicons-no-alt wopb-clear wopb-d-none"></span><span class="wopb-loader-container"></span></div><div class="wopb-search-category"><span class="wopb-separator wopb-left-separator"></span><div class="wopb-dropdown-select"><span class="wopb-selected-item"><span value="" class="wopb-selected-text">Tüm kategoriler</span><i class="dashicons dashicons-arrow-down-alt2"></i></span><ul class="wopb-select-items"><li value="">Tüm kategoriler</li><li value="elektronik">Elektronik</li><li value="giyim">Giyim</li></ul></div><span class="wopb-separator wopb-right-separator"></span></div><a class="wopb-search-icon"><svg viewBox="0 0 48 48" aria-hidden="true"></svg></a></form></div><div class="wopb-search-result wopb-d-none wopb-layout-1"></div></div></div>`;
}

interface ReplyProduct {
  slug: string;
  name: string;
  price?: string;
}

/** A reply of POST /wopb/product-search (Product_Search::search_item_content, layout 1). */
export function searchReplyHtml({
  terms = [],
  products = [],
  base = 'https://magaza.example',
}: {
  terms?: { slug: string; name: string }[];
  products?: ReplyProduct[];
  base?: string;
} = {}): string {
  if (!terms.length && !products.length)
    return '<div class="wopb-empty-result"><h2> Sonuç bulunamadı </h2></div>';
  const termHtml = terms.length
    ? `<div class="wopb-search-item-label wopb-search-item">Kategoriler</div><div class="wopb-tax-term-items wopb-search-items">${terms
        .map(
          (t) =>
            `<div class="wopb-search-item"><a href="${base}/urun-kategori/${t.slug}/" class="wopb-item-term">${t.name}</a></div>`,
        )
        .join('')}</div>`
    : '';
  const productHtml = products.length
    ? `<div class="wopb-search-item-label wopb-search-item">Ürünler</div><div class="wopb-search-items">${products
        .map(
          (p, i) =>
            `<div class="wopb-search-item wopb-block-item${i >= 6 ? ' wopb-extended-item wopb-d-none' : ''}"><div class="wopb-item-details"><a href="${base}/urun/${p.slug}/"  class="wopb-item-image"><img src="${base}/wp-content/uploads/demo/${p.slug}.svg" /></a><div class="wopb-item-title-section"><a href="${base}/urun/${p.slug}/" class="wopb-item-title">${p.name}</a></div></div><div class="wopb-item-price"><span class="woocommerce-Price-amount amount"><bdi>${p.price ?? '100,00'}&nbsp;<span class="woocommerce-Price-currencySymbol">&#8378;</span></bdi></span></div></div>`,
        )
        .join('')}</div>`
    : '';
  return termHtml + productHtml;
}
