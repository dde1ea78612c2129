import { fieldGroup, fieldText, readFields } from '../../http';
import { html, localizeScript, paths } from '../../lib';
import { type GlobalScript, singleProduct, stickyCartBar, wcTexts } from '../../render';
import { addToCart, chosenAttributes, getProductBySlug, typedAmountToKurus } from '../../shop';
import { definePage } from '../define';
import { noticeAddResult } from '../shared';

/**
 * The globals a product page adds (reference/woocommerce/config-globals.js, hoodie.html): SPEC's
 * texts as SPEC gives them, WooCommerce's other texts in Turkish.
 */
const productGlobals: GlobalScript[] = [
  {
    id: 'wc-single-product-js-extra',
    code: localizeScript('wc_single_product_params', {
      i18n_required_rating_text: 'Please select a rating',
      i18n_rating_options: wcTexts.ratingOptions,
      i18n_product_gallery_trigger_text: wcTexts.galleryTrigger,
      review_rating_required: 'yes',
      flexslider: {
        rtl: false,
        animation: 'slide',
        smoothHeight: true,
        directionNav: false,
        controlNav: 'thumbnails',
        slideshow: false,
        animationSpeed: 500,
        animationLoop: false,
        allowOneSlide: false,
      },
      zoom_enabled: '1',
      zoom_options: [],
      photoswipe_enabled: '1',
      photoswipe_options: {
        shareEl: false,
        closeOnScroll: false,
        history: false,
        hideAnimationDuration: 0,
        showAnimationDuration: 0,
      },
      flexslider_enabled: '1',
    }),
  },
  {
    id: 'wc-add-to-cart-variation-js-extra',
    code: localizeScript('wc_add_to_cart_variation_params', {
      wc_ajax_url: paths.wcAjax,
      i18n_no_matching_variations_text:
        'Sorry, no products matched your selection. Please choose a different combination.',
      i18n_make_a_selection_text:
        'Please select some product options before adding this product to your cart.',
      i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
      i18n_reset_alert_text: wcTexts.variationReset,
    }),
  },
];

/**
 * /urun/<slug>/: the classic single product page. Its form also works without JavaScript
 * (POST add-to-cart, quantity, variation_id, attribute_*, wopb_custom_prices), as WooCommerce's.
 */
export default definePage({
  path: '/urun/:slug',
  methods: ['GET', 'POST'],
  render: async (ctx, req) => {
    const product = getProductBySlug(ctx.db, req.params.slug ?? '');
    if (!product) return null;
    if (req.request.method === 'POST') {
      const { body } = await readFields(req.request);
      const variation = chosenAttributes(body);
      const price = fieldText(body, 'wopb_custom_prices');
      const result = addToCart(
        ctx.db,
        ctx.session.id,
        {
          productId: Number(fieldText(body, 'add-to-cart') ?? product.id),
          quantity: Number(fieldText(body, 'quantity') ?? '1') || 1,
          variationId: Number(fieldText(body, 'variation_id') ?? '0') || undefined,
          variation:
            Object.keys(variation).length > 0 ? variation : chosenAttributes(fieldGroup(body, 'variation')),
          customPriceKurus: price ? typedAmountToKurus(price) : undefined,
        },
        ctx.store.nowSeconds(),
      );
      noticeAddResult(ctx, result);
      // Post/redirect/get, so a reload does not add again.
      return new Response(null, { status: 303, headers: { Location: paths.product(product.slug) } });
    }
    return {
      title: product.name,
      bodyClass: [
        'wp-singular',
        'product-template-default',
        'single',
        'single-product',
        `postid-${product.id}`,
        'woocommerce',
        'woocommerce-page',
      ],
      pageId: product.id,
      globals: productGlobals,
      main: html`<div class="woocommerce">${singleProduct(ctx, product)}</div>${stickyCartBar(ctx, product)}`,
    };
  },
});
