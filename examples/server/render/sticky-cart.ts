import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml } from '../lib';
import { isInStock, type Product, stickyCartSettings } from '../shop';
import { attachmentUrl } from './media';
import { productPriceHtml } from './product-loop';

const css = raw(
  `<style id="wopb-sticky-cart-css">.wopb-sticky-cart{display:none;position:fixed;left:0;right:0;z-index:99;background:#fff;box-shadow:0 0 12px rgba(0,0,0,.18);padding:10px 16px}.wopb-sticky-cart-content{display:flex;justify-content:space-between;align-items:center;gap:16px;max-width:1100px;margin:0 auto}.wopb-sticky-content-left,.wopb-sticky-content-right{display:flex;align-items:center;gap:12px}.wopb-sticky-thumbnail img{width:48px;height:48px;object-fit:cover}.wopb-sticky-title{font-weight:600}.wopb-stock-status{font-size:.85em;color:#166534}.wopb-sticky-cart-qty{width:4.5em}.wopb-sticky-max-685 .wopb-sticky-thumbnail{display:none}.wopb-sticky-max-644 .wopb-product-info{display:none}.wopb-sticky-max-520 .wopb-sticky-cart-price{display:none}.wopb-sticky-max-430 .wopb-sticky-content-left{display:none}.wopb-sticky-max-430 .wopb-sticky-content-right{width:100%;justify-content:space-between}</style>`,
);

/**
 * product-blocks pro's sticky add-to-cart bar (StickyCart::sticky_cart_callback), printed after
 * the content of in-stock product pages. A simple product gets the quantity field and an
 * `.ajax_add_to_cart` link; a variable or name-your-price product (which needs the form's
 * choices or amount) gets a `.wopb-sticky-slide-up` link to its form.
 */
export function stickyCartBar(ctx: RequestContext, product: Product): SafeHtml {
  if (!isInStock(product)) return raw('');
  const simple = product.type === 'simple' && !product.nameYourPrice;
  const href = simple ? `?add-to-cart=${product.id}` : ctx.url(paths.product(product.slug));
  const min = String(product.minQty ?? 1);
  const style = stickyCartSettings.position === 'top' ? 'top: 0;' : 'bottom: 0;';
  return html`${css}<div class="wopb-sticky-cart" data-scroll="${String(stickyCartSettings.scroll)}" style="${style}"><div class="wopb-sticky-cart-content"><div class="wopb-sticky-content-left"><div class="wopb-sticky-thumbnail"><img width="150" height="150" src="${attachmentUrl(ctx, product.imageId)}" alt="" /></div><div class="wopb-product-details"><div class="wopb-sticky-title">${product.name}</div><div class="wopb-product-info"><span class="wopb-stock-status wopb-stock-in">Stokta</span></div></div></div><div class="wopb-sticky-content-right"><div class="wopb-sticky-cart-price">${productPriceHtml(ctx, product)}</div>${simple ? html`<input type="number" class="wopb-sticky-cart-qty" value="${min}" min="${min}" aria-label="Adet" />` : ''}<div class="wopb-sticky-add-to-cart"><a href="${href}" class="add_to_cart_button button${simple ? ' ajax_add_to_cart' : ' wopb-sticky-slide-up'}" data-quantity="${simple ? min : '1'}" data-product_id="${String(product.id)}">${simple ? 'Sepete ekle' : product.nameYourPrice ? 'Tutarı belirle' : 'Seçenekler'}</a></div></div></div></div>`;
}
