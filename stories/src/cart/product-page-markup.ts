/** The classic markup the product page stories print: WooCommerce 10 templates and the product-blocks builder gallery. */

/** A picture drawn as the demo store draws them: an SVG tile with its caption, inline. */
export function picture(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="hsl(${hue} 55% 85%)"/><text x="300" y="310" font-size="48" text-anchor="middle" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const pictures: readonly (readonly [string, string])[] = [
  [picture('Ön', 10), 'Tişört önden'],
  [picture('Arka', 120), 'Tişört arkadan'],
  [picture('Detay', 220), 'Kumaş detayı'],
  [picture('Etiket', 300), 'Etiket'],
];

/** WooCommerce's gallery (product-image.php + product-thumbnails.php). */
export function classicGallery(list: readonly (readonly [string, string])[] = pictures): string {
  const slides = list
    .map(
      ([src, alt], i) =>
        `<div data-thumb="${src}" data-thumb-alt="${alt}" data-thumb-srcset="" class="woocommerce-product-gallery__image"><a href="${src}"><img width="600" height="600" src="${src}" class="${i === 0 ? 'wp-post-image' : ''}" alt="${alt}" data-caption="" data-src="${src}" data-large_image="${src}" data-large_image_width="600" data-large_image_height="600" decoding="async" /></a></div>`,
    )
    .join('');
  return `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;"><div class="woocommerce-product-gallery__wrapper">${slides}</div></div>`;
}

/** A picture that cannot load, for the error class. */
export const brokenPicture: readonly [string, string] = ['/wp-content/uploads/yok.jpg', 'Kayıp görsel'];

/** The product-blocks builder gallery (blocks/Product_Image.php) with thumbnails at `position`. */
export function builderGallery(position: string, view: 'onclick' | 'onhover' = 'onclick'): string {
  const main = pictures
    .map(
      ([src, alt]) =>
        `<div class="wopb-main-image"><img src="${src}" alt="${alt}" data-width="600" data-height="600"/></div>`,
    )
    .join('');
  const nav = pictures
    .map(([src, alt]) => `<div class="wopb-nav-slide"><img src="${src}" alt="${alt}" /></div>`)
    .join('');
  return `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images images" data-columns="4" style="opacity: 0"><div class="woocommerce-product-gallery__wrapper"><div class="wopb-product-gallery-wrapper wopb-product-zoom-wrapper" data-hover-zoom="1"><a href="#" class="wopb-product-zoom" aria-label="Büyüt">⤢</a><div class="wopb-builder-slider-for" data-arrow="1">${main}</div></div><div class="wopb-builder-slider-nav thumb-image" data-arrow="1" data-view="${view}" data-position="${position}" data-collg="4" data-colmd="4" data-colsm="3" data-colxs="2">${nav}</div></div></div>`;
}

/** reference/woocommerce/product-gallery.html: a product without pictures. */
export const placeholderGallery =
  '<div class="woocommerce-product-gallery woocommerce-product-gallery--without-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">\n\t<div class="woocommerce-product-gallery__wrapper">\n\t\t<div class="woocommerce-product-gallery__image woocommerce-product-gallery__image--placeholder"><img src="http://127.0.0.1:8089/wp-content/uploads/woocommerce-placeholder.webp" alt="Awaiting product image" class="wp-post-image" /></div>\t</div>\n</div>\n';

/** reference/woocommerce/product-tabs.html: description, additional information, reviews with the review form. */
export const referenceTabs =
  '<div class="woocommerce-tabs wc-tabs-wrapper">\n\t\t<ul class="tabs wc-tabs" role="tablist">\n\t\t\t\t\t\t\t<li role="presentation" class="description_tab" id="tab-title-description">\n\t\t\t\t\t<a href="#tab-description" role="tab" aria-controls="tab-description">\n\t\t\t\t\t\tDescription\t\t\t\t\t</a>\n\t\t\t\t</li>\n\t\t\t\t\t\t\t<li role="presentation" class="additional_information_tab" id="tab-title-additional_information">\n\t\t\t\t\t<a href="#tab-additional_information" role="tab" aria-controls="tab-additional_information">\n\t\t\t\t\t\tAdditional information\t\t\t\t\t</a>\n\t\t\t\t</li>\n\t\t\t\t\t\t\t<li role="presentation" class="reviews_tab" id="tab-title-reviews">\n\t\t\t\t\t<a href="#tab-reviews" role="tab" aria-controls="tab-reviews">\n\t\t\t\t\t\tReviews (0)\t\t\t\t\t</a>\n\t\t\t\t</li>\n\t\t\t\t\t</ul>\n\t\t\t\t\t<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description">\n\t\t\t\t\n\t<h2>Description</h2>\n\n<p>Hoodie description.</p>\n\t\t\t</div>\n\t\t\t\t\t<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information">\n\t\t\t\t\n\t<h2>Additional information</h2>\n\n<table class="woocommerce-product-attributes shop_attributes" aria-label="Product Details">\n\t\t\t<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_pa_color">\n\t\t\t<th class="woocommerce-product-attributes-item__label" scope="row">Color</th>\n\t\t\t<td class="woocommerce-product-attributes-item__value"><p>Blue, Green, Red</p>\n</td>\n\t\t</tr>\n\t\t\t<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_size">\n\t\t\t<th class="woocommerce-product-attributes-item__label" scope="row">Size</th>\n\t\t\t<td class="woocommerce-product-attributes-item__value"><p>Small, Large</p>\n</td>\n\t\t</tr>\n\t</table>\n\t\t\t</div>\n\t\t\t\t\t<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab" id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews">\n\t\t\t\t<div id="reviews" class="woocommerce-Reviews">\n\t<div id="comments">\n\t\t<h2 class="woocommerce-Reviews-title">\n\t\t\tReviews\t\t</h2>\n\n\t\t\t\t\t<p class="woocommerce-noreviews">There are no reviews yet.</p>\n\t\t\t</div>\n\n\t\t\t<div id="review_form_wrapper">\n\t\t\t<div id="review_form">\n\t\t\t\t\t<div id="respond" class="comment-respond">\n\t\t<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">Be the first to review &ldquo;Hoodie&rdquo; <small><a rel="nofollow" id="cancel-comment-reply-link" href="/product/hoodie/#respond" style="display:none;">Cancel reply</a></small></span><form action="http://127.0.0.1:8089/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> <span class="required-field-message">Required fields are marked <span class="required">*</span></span></p><div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Your rating&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>\n\t\t\t\t\t\t<option value="">Rate&hellip;</option>\n\t\t\t\t\t\t<option value="5">Perfect</option>\n\t\t\t\t\t\t<option value="4">Good</option>\n\t\t\t\t\t\t<option value="3">Average</option>\n\t\t\t\t\t\t<option value="2">Not that bad</option>\n\t\t\t\t\t\t<option value="1">Very poor</option>\n\t\t\t\t\t</select></div><p class="comment-form-comment"><label for="comment">Your review&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p><p class="comment-form-author"><label for="author">Name&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required /></p>\n<p class="comment-form-email"><label for="email">Email&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required /></p>\n<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes" /> <label for="wp-comment-cookies-consent">Save my name, email, and website in this browser for the next time I comment.</label></p>\n<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit" /> <input type=\'hidden\' name=\'comment_post_ID\' value=\'14\' id=\'comment_post_ID\' />\n<input type=\'hidden\' name=\'comment_parent\' id=\'comment_parent\' value=\'0\' />\n</p></form>\t</div><!-- #respond -->\n\t\t\t\t</div>\n\t\t</div>\n\t\n\t<div class="clear"></div>\n</div>\n\t\t\t</div>\n\t\t\n\t\t\t</div>\n';
