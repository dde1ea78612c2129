import type { RequestContext } from '../context';
import { html, paths, phpJson, raw, type SafeHtml } from '../lib';
import {
  currentCurrency,
  isInStock,
  isPurchasable,
  type Product,
  productAttributes,
  productTerms,
} from '../shop';
import { displayAmount, wcPrice } from './price';
import { productPostClasses } from './product-classes';
import { productBlocksExtras } from './product-extras';
import { productGallery } from './product-gallery';
import { productListButtons } from './product-list-buttons';
import { productOnSale, productPriceHtml } from './product-loop';
import { productRatingSummary, productTabs } from './product-tabs';
import { quantityInput } from './quantity-input';
import { sizeChart } from './size-chart';
import { availableVariations } from './variation-data';
import { singleProductSwatches, swatchSelectClass } from './variation-swatches';

function stockHtml(product: Product): SafeHtml {
  if (!isInStock(product)) return html`<p class="stock out-of-stock">Stokta yok</p>`;
  if (product.manageStock && product.stockQuantity !== null) {
    return html`<p class="stock in-stock">${product.stockQuantity} adet stokta</p>`;
  }
  return raw('');
}

/** The product-blocks name-your-price field (min/max on the wrapper, in the visitor's currency: lira by default). */
function nameYourPrice(product: Product): SafeHtml {
  const nyp = product.nameYourPrice;
  if (!nyp) return raw('');
  const lira = (kurus: number | null): string => (kurus === null ? '' : String(displayAmount(kurus)));
  const symbol = raw(currentCurrency().symbolHtml);
  const suggestions = [5000, 10000, 25000].map(
    (kurus, k) =>
      html`<span><input type="radio" name="wopb_custom_prices_suggestion" id="wopb-chunk-${k}" value="${lira(kurus)}"><label class="wopb-chunk-price-label" for="wopb-chunk-${k}">${wcPrice(kurus)}</label></span>`,
  );
  return html`<div class="wopb-name-price-main-wrapper"><div class="wopb-name-price-wrapper" data-min="${lira(nyp.minKurus)}" data-max="${lira(nyp.maxKurus)}"><label class="wopb-name-price-label" for="wopb-name-price-box">Tutarınız (${symbol})</label><input type="number" id="wopb-name-price-box" class="wopb-name-price-field" name="wopb_custom_prices" value="${lira(nyp.suggestedKurus)}" min="${lira(nyp.minKurus)}" max="${lira(nyp.maxKurus)}" step="0.01"><div class="wopb-chunk-price-wrapper">${suggestions}</div></div><div id="wopb-price-warning"></div></div>`;
}

/** A simple product's add-to-cart form alone (the quick view prints it too), null when it cannot be bought. */
export function simpleCartForm(ctx: RequestContext, product: Product): SafeHtml | null {
  if (!isPurchasable(product) || !isInStock(product)) return null;
  const max = product.maxQty ?? (product.manageStock ? product.stockQuantity : null);
  const min = product.minQty ?? 1;
  return html`<form class="cart" action="${ctx.url(paths.product(product.slug))}" method="post" enctype='multipart/form-data'>
		${nameYourPrice(product)}
		${quantityInput({ id: `quantity_${product.id}`, name: 'quantity', productName: product.name, value: min, min: product.soldIndividually ? 1 : min, max: product.soldIndividually ? 1 : max, step: product.qtyStep })}

		<button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">Sepete ekle</button>

			</form>`;
}

function simpleForm(ctx: RequestContext, product: Product): SafeHtml {
  const form = simpleCartForm(ctx, product);
  if (!form) return raw('');
  return html`
	${form}
	${sizeChart(product)}`;
}

/** A variable product's variations form alone (the quick view prints it too). */
export function variableCartForm(ctx: RequestContext, product: Product): SafeHtml {
  const variations = availableVariations(ctx, product);
  const attributes = productAttributes(ctx.db, product.id).filter((a) => a.forVariations);
  const rows = attributes.map((attribute, index) => {
    const id = attribute.key.replace(/^attribute_/, '');
    const reset =
      index === attributes.length - 1
        ? html`<a class="reset_variations" href="#" aria-label="Seçenekleri temizle">Temizle</a>`
        : '';
    return html`
									<tr>
						<th class="label"><label for="${id}">${attribute.label}</label></th>
						<td class="value">
							<select id="${id}" class="${swatchSelectClass(ctx, product, attribute)}" name="${attribute.key}" data-attribute_name="${attribute.key}" data-show_option_none="yes"><option value="">Bir seçenek belirleyin</option>${attribute.options.map((o) => html`<option value="${o.value}" >${o.label}</option>`)}</select>${singleProductSwatches(ctx, product, attribute)}${reset}						</td>
					</tr>`;
  });
  const json = variations === false ? 'false' : phpJson(variations);
  return html`<form class="variations_form cart" action="${ctx.url(paths.product(product.slug))}" method="post" enctype='multipart/form-data' data-product_id="${product.id}" data-product_variations="${json}">
	
			<table class="variations" cellspacing="0" role="presentation">
			<tbody>${rows}
							</tbody>
		</table>
		<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
		
		<div class="single_variation_wrap">
			<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">
	
	${quantityInput({ id: `quantity_${product.id}`, name: 'quantity', productName: product.name, value: product.minQty ?? 1, min: product.minQty ?? 1, max: product.maxQty, step: product.qtyStep })}

	<button type="submit" class="single_add_to_cart_button button alt">Sepete ekle</button>

	
	<input type="hidden" name="add-to-cart" value="${product.id}" />
	<input type="hidden" name="product_id" value="${product.id}" />
	<input type="hidden" name="variation_id" class="variation_id" value="0" />
</div>
		</div>
	
	</form>`;
}

function variableForm(ctx: RequestContext, product: Product): SafeHtml {
  return html`
${variableCartForm(ctx, product)}
${sizeChart(product)}`;
}

function productMeta(ctx: RequestContext, product: Product): SafeHtml {
  const terms = (taxonomy: string, pathOf: (slug: string) => string) =>
    productTerms(ctx.db, product.id, taxonomy).map(
      (t, i) => html`${i > 0 ? ', ' : ''}<a href="${ctx.url(pathOf(t.slug))}" rel="tag">${t.name}</a>`,
    );
  const categories = terms('product_cat', paths.productCategory);
  const tags = terms('product_tag', paths.productTag);
  return html`<div class="product_meta">
	<span class="sku_wrapper">Stok kodu: <span class="sku">${product.sku ?? 'Yok'}</span></span>
	${categories.length > 0 ? html`<span class="posted_in">${categories.length > 1 ? 'Kategoriler' : 'Kategori'}: ${categories}</span>` : ''}
	${tags.length > 0 ? html`<span class="tagged_as">${tags.length > 1 ? 'Etiketler' : 'Etiket'}: ${tags}</span>` : ''}
</div>`;
}

/** The classic single product (content-single-product.php): gallery, summary, form, tabs. */
export function singleProduct(ctx: RequestContext, product: Product): SafeHtml {
  const onSale = productOnSale(ctx, product);
  const classes = productPostClasses(ctx, product, { onSale, position: 'first' });
  return html`<div id="product-${product.id}" class="${classes}">

	${onSale ? html`<span class="onsale">İndirim!</span>` : ''}
	${productGallery(ctx, product)}

	<div class="summary entry-summary">
		<h1 class="product_title entry-title">${product.name}</h1>${productRatingSummary(ctx, product)}<p class="price">${productPriceHtml(ctx, product)}</p>
<div class="woocommerce-product-details__short-description">
	<p>${product.shortDescription}</p>
</div>
${product.type === 'simple' ? stockHtml(product) : ''}${product.type === 'variable' ? variableForm(ctx, product) : simpleForm(ctx, product)}
${productListButtons(ctx, product, 'single')}
${productMeta(ctx, product)}
${productBlocksExtras(ctx, product)}
	</div>

	${productTabs(ctx, product)}
</div>`;
}
