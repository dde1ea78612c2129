import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml } from '../lib';
import { type Product, productAttributes } from '../shop';

interface Review {
  id: number;
  author_name: string;
  content: string;
  rating: number | null;
  date_gmt: string;
}

/** A review's date as the Turkish site prints it ("12 Mart 2026"). */
function reviewDate(dateGmt: string): string {
  return new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(`${dateGmt.replace(' ', 'T')}Z`));
}

/** The approved reviews of a product, oldest first (as WooCommerce lists them). */
export function productReviews(ctx: RequestContext, productId: number): Review[] {
  return ctx.db
    .prepare(
      "SELECT id, author_name, content, rating, date_gmt FROM comments WHERE post_id = ? AND status = 'approved' AND type = 'review' ORDER BY date_gmt, id",
    )
    .all(productId) as Review[];
}

function additionalInformation(ctx: RequestContext, product: Product): SafeHtml | null {
  const rows: [key: string, label: string, value: string][] = [];
  if (product.weightKg !== null)
    rows.push(['weight', 'Ağırlık', `${String(product.weightKg).replace('.', ',')} kg`]);
  if (product.lengthCm !== null && product.widthCm !== null && product.heightCm !== null) {
    const dims = [product.lengthCm, product.widthCm, product.heightCm]
      .map((n) => String(n).replace('.', ','))
      .join(' × ');
    rows.push(['dimensions', 'Boyutlar', `${dims} cm`]);
  }
  for (const attribute of productAttributes(ctx.db, product.id).filter((a) => a.visible)) {
    rows.push([attribute.key, attribute.label, attribute.options.map((o) => o.label).join(', ')]);
  }
  if (rows.length === 0) return null;
  return html`
	<h2>Ek bilgi</h2>

<table class="woocommerce-product-attributes shop_attributes" aria-label="Ürün ayrıntıları">${rows.map(
    ([key, label, value]) => html`
			<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${key}">
			<th class="woocommerce-product-attributes-item__label" scope="row">${label}</th>
			<td class="woocommerce-product-attributes-item__value"><p>${value}</p>
</td>
		</tr>`,
  )}
	</table>`;
}

function reviewItem(r: Review): SafeHtml {
  const stars = r.rating
    ? html`<div class="star-rating" role="img" aria-label="5 üzerinden ${r.rating} puan"><span style="width:${r.rating * 20}%">5 üzerinden <strong class="rating">${r.rating}</strong> puan</span></div>`
    : '';
  return html`<li class="review even thread-even depth-1" id="li-comment-${r.id}"><div id="comment-${r.id}" class="comment_container"><div class="comment-text">${stars}<p class="meta"><strong class="woocommerce-review__author">${r.author_name}</strong> <span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="${r.date_gmt.replace(' ', 'T')}+00:00">${reviewDate(r.date_gmt)}</time></p><div class="description"><p>${r.content}</p></div></div></div></li>`;
}

/** WooCommerce's single-product-reviews.php: the list, then the review form (comment_form). */
function reviews(ctx: RequestContext, product: Product, list: Review[]): SafeHtml {
  const items =
    list.length === 0
      ? html`<p class="woocommerce-noreviews">Henüz değerlendirme yapılmadı.</p>`
      : html`<ol class="commentlist">${list.map(reviewItem)}</ol>`;
  const title =
    list.length === 0 ? 'Değerlendirmeler' : `“${product.name}” için ${list.length} değerlendirme`;
  const replyTitle =
    list.length === 0 ? `“${product.name}” için ilk değerlendirmeyi siz yapın` : 'Değerlendirme ekleyin';
  const rating = html`<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Puanınız&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
						<option value="">Puan verin&hellip;</option>
						<option value="5">Mükemmel</option>
						<option value="4">İyi</option>
						<option value="3">Ortalama</option>
						<option value="2">Fena değil</option>
						<option value="1">Çok kötü</option>
					</select></div>`;
  // Guests give a name and an e-mail; a signed-in user is named by the account.
  const who = ctx.user
    ? html`<p class="logged-in-as">${ctx.user.displayName} olarak giriş yaptınız.</p>`
    : html`<p class="comment-form-author"><label for="author">Ad&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required /></p>
<p class="comment-form-email"><label for="email">E-posta&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required /></p>`;
  return html`<div id="reviews" class="woocommerce-Reviews">
	<div id="comments">
		<h2 class="woocommerce-Reviews-title">
			${title}		</h2>

					${items}
			</div>

			<div id="review_form_wrapper">
			<div id="review_form">
					<div id="respond" class="comment-respond">
		<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">${replyTitle}</span><form action="${ctx.url('/wp-comments-post.php')}" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">E-posta adresiniz yayınlanmayacak.</span> <span class="required-field-message">Gerekli alanlar <span class="required">*</span> ile işaretlenmişlerdir</span></p>${rating}<p class="comment-form-comment"><label for="comment">Değerlendirmeniz&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p>${who}
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Gönder" /> <input type='hidden' name='comment_post_ID' value='${product.id}' id='comment_post_ID' />
<input type='hidden' name='comment_parent' id='comment_parent' value='0' />
</p></form>	</div><!-- #respond -->
				</div>
		</div>
	
	<div class="clear"></div>
</div>`;
}

/** The single product tabs (description, additional information, reviews), WooCommerce markup. */
export function productTabs(ctx: RequestContext, product: Product): SafeHtml {
  const list = productReviews(ctx, product.id);
  const tabs: { key: string; title: string; body: SafeHtml }[] = [
    {
      key: 'description',
      title: 'Açıklama',
      body: html`
	<h2>Açıklama</h2>

${raw(product.description)}`,
    },
  ];
  const info = additionalInformation(ctx, product);
  if (info) tabs.push({ key: 'additional_information', title: 'Ek bilgi', body: info });
  tabs.push({
    key: 'reviews',
    title: `Değerlendirmeler (${list.length})`,
    body: reviews(ctx, product, list),
  });
  return html`
	<div class="woocommerce-tabs wc-tabs-wrapper">
		<ul class="tabs wc-tabs" role="tablist">${tabs.map(
      (tab) => html`
							<li role="presentation" class="${tab.key}_tab" id="tab-title-${tab.key}">
					<a href="#tab-${tab.key}" role="tab" aria-controls="tab-${tab.key}">
						${tab.title}					</a>
				</li>`,
    )}
					</ul>${tabs.map(
            (tab) => html`
					<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${tab.key} panel entry-content wc-tab" id="tab-${tab.key}" role="tabpanel" aria-labelledby="tab-title-${tab.key}">
				${tab.body}
			</div>`,
          )}
		
			</div>
<p class="firsat-back-to-shop"><a href="${ctx.url('/')}">&larr; Mağazaya dön</a> · <a href="${ctx.url(paths.cart)}">Sepet</a></p>`;
}

/**
 * WooCommerce's rating summary under the title (single-product/rating.php): the average as a
 * read-only `.star-rating` and the `a.woocommerce-review-link` that opens the reviews tab.
 * Nothing when the product has no rated review.
 */
export function productRatingSummary(ctx: RequestContext, product: Product): SafeHtml {
  const rated = productReviews(ctx, product.id).filter((r) => r.rating !== null);
  if (rated.length === 0) return raw('');
  const average = rated.reduce((sum, r) => sum + (r.rating ?? 0), 0) / rated.length;
  const shown = average.toFixed(2).replace('.', ',');
  return html`<div class="woocommerce-product-rating">
		<div class="star-rating" role="img" aria-label="5 üzerinden ${shown} puan"><span style="width:${(average / 5) * 100}%">5 üzerinden <strong class="rating">${shown}</strong> puan</span></div>								<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${rated.length}</span> müşteri değerlendirmesi)</a>
						</div>`;
}
