/**
 * product-blocks' variation swatches (product-blocks.md §7): after each attribute select of a
 * variable product's form, `div.wopb-variation-swatches[data-attribute_name] > span.wopb-swatch`;
 * and on product cards the variation switcher, `div.variations_form.wopb-loop-variations-form`
 * with the same swatches over hidden selects. Which products get them: migration 008.
 */
import type { RequestContext } from '../context';
import { html, phpJson, raw, type SafeHtml } from '../lib';
import {
  type Product,
  type ProductAttribute,
  productAttributes,
  swatchProducts,
  swatchType,
  termColours,
} from '../shop';
import { availableVariations } from './variation-data';

function swatchesFor(ctx: RequestContext, attribute: ProductAttribute): SafeHtml {
  const type = swatchType(ctx.db, attribute.name);
  const colours = type === 'color' ? termColours(ctx.db, attribute.name) : new Map<string, string>();
  const spans = attribute.options.map((option) => {
    if (type === 'color') {
      const colour = colours.get(option.value) ?? '#cccccc';
      return html`<span class="wopb-swatch wopb-swatch-color" data-value="${option.value}" data-name="${option.label}" style="background-color: ${colour}"><span class="wopb-variation-swatch-tooltip">${option.label}</span></span>`;
    }
    return html`<span class="wopb-swatch wopb-swatch-label" data-value="${option.value}" data-name="${option.label}">${option.label}</span>`;
  });
  return html`<div class="wopb-variation-swatches wopb-swatches-${type}" data-attribute_name="${attribute.key}">${spans}</div>`;
}

/** The select's class on a product with swatches (product-blocks keeps the select, hidden). */
export function swatchSelectClass(
  ctx: RequestContext,
  product: Product,
  attribute: ProductAttribute,
): string {
  if (!swatchProducts(ctx.db).single.includes(product.id)) return '';
  return `wopb-variation-selector wopb-variation-select-${swatchType(ctx.db, attribute.name)}`;
}

/** The swatches printed after a select of the single product's form; nothing for other products. */
export function singleProductSwatches(
  ctx: RequestContext,
  product: Product,
  attribute: ProductAttribute,
): SafeHtml {
  if (!swatchProducts(ctx.db).single.includes(product.id)) return raw('');
  return swatchesFor(ctx, attribute);
}

/**
 * The variation switcher on a product card; nothing for products without it or whose variations
 * are not preloaded.
 */
export function loopVariationSwitcher(ctx: RequestContext, product: Product): SafeHtml {
  if (product.type !== 'variable' || !swatchProducts(ctx.db).loop.includes(product.id)) return raw('');
  const variations = availableVariations(ctx, product);
  if (variations === false) return raw('');
  const attributes = productAttributes(ctx.db, product.id).filter((a) => a.forVariations);
  const rows = attributes.map((attribute) => {
    const id = `${attribute.key}_${product.id}`;
    return html`<div class="wopb-loop-variation-row"><label class="wopb-loop-variation-label" for="${id}">${attribute.label}</label><select id="${id}" class="wopb-variation-selector wopb-variation-select-${swatchType(ctx.db, attribute.name)}" name="${attribute.key}" data-attribute_name="${attribute.key}"><option value="">Bir seçenek belirleyin</option>${attribute.options.map((o) => html`<option value="${o.value}">${o.label}</option>`)}</select>${swatchesFor(ctx, attribute)}</div>`;
  });
  return html`<div class="variations_form wopb-loop-variations-form" data-product_id="${product.id}" data-product_variations="${phpJson(variations)}">${rows}<a class="reset_variations" href="#" aria-label="Seçenekleri temizle">Temizle</a></div>`;
}

/** `data-add-to-cart-text` of a card's button when the card has a switcher. */
export function loopAddToCartText(ctx: RequestContext, product: Product): SafeHtml {
  if (product.type !== 'variable' || !swatchProducts(ctx.db).loop.includes(product.id)) return raw('');
  return html` data-add-to-cart-text="Sepete ekle"`;
}
