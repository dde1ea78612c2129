import { html, raw, type SafeHtml } from '../lib';
import type { ApplyCouponResult } from '../shop';
import { wcPrice } from './price';

/**
 * WooCommerce's own texts as a Turkish install prints them (WooCommerce's tr_TR translation),
 * for what SPEC.md does not give: the config globals' i18n strings, the checkout's labels,
 * validation notices and the order-received page. Kept here once; pages and endpoints take them
 * from this catalogue. Where SPEC.md gives a text (the variation alerts, 'Please select a
 * rating'), SPEC's text is printed instead, in SPEC's language.
 */

/** The checkout's address and contact fields, as WooCommerce's tr_TR labels them. */
export const fieldLabels = {
  first_name: 'Ad',
  last_name: 'Soyad',
  company: 'Şirket adı',
  country: 'Ülke / Bölge',
  address_1: 'Sokak adresi',
  address_2: 'Daire, bina, blok vb.',
  city: 'İlçe',
  state: 'İl',
  postcode: 'Posta kodu',
  phone: 'Telefon',
  email: 'E-posta adresi',
} as const;

export type FieldLabelKey = keyof typeof fieldLabels;

/** "Billing %s" / "Shipping %s": a field's label in notices. */
const fieldPrefix = { billing: 'Fatura', shipping: 'Gönderim' } as const;

/** The label a notice names a field by: 'Fatura Ad', 'Gönderim Posta kodu'. */
export function noticeFieldLabel(group: 'billing' | 'shipping', key: FieldLabelKey): string {
  return `${fieldPrefix[group]} ${fieldLabels[key]}`;
}

const months = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** WordPress's tr_TR date format `j F Y` ('24 Kasım 2026') for a date in the store's zone. */
export function storeDateText(year: number, monthIndex: number, day: number): string {
  return `${day} ${months[monthIndex] ?? ''} ${year}`;
}

export const wcTexts = {
  // Config globals (wp_localize_script)
  viewCart: 'Sepeti görüntüle',
  passwordShow: 'Parolayı göster',
  passwordHide: 'Parolayı gizle',
  /** wc_single_product_params */
  ratingOptions: [
    '5 üzerinden 1 yıldız',
    '5 üzerinden 2 yıldız',
    '5 üzerinden 3 yıldız',
    '5 üzerinden 4 yıldız',
    '5 üzerinden 5 yıldız',
  ],
  galleryTrigger: 'Tam ekran görsel galerisini görüntüle',
  /** wc_add_to_cart_variation_params.i18n_reset_alert_text (SPEC gives the other three, in English) */
  variationReset:
    'Seçiminiz sıfırlandı. Bu ürünü sepetinize eklemeden önce lütfen ürün seçeneklerini belirleyin.',
  /** wc_checkout_params.i18n_checkout_error; `ordersUrl` is My account > Orders */
  checkoutError: (ordersUrl: string): SafeHtml =>
    html`Siparişiniz işlenirken bir hata oluştu. Siparişi yeniden vermeden önce lütfen ödeme yönteminizdeki tahsilatları ve <a href="${ordersUrl}">sipariş geçmişinizi</a> kontrol edin.`,

  // Cart notices (WC_Form_Handler, WC_AJAX)
  /** wc_add_to_cart_message() after a no-JavaScript add */
  addedToCart: (cartUrl: string, name: string): SafeHtml =>
    html`<a href="${cartUrl}" class="button wc-forward">Sepeti görüntüle</a> “${name}” sepetinize eklendi.`,
  removedFromCart: (name: string): SafeHtml => html`“${name}” sepetinizden çıkarıldı.`,
  cartUpdated: html`Sepet güncellendi.`,
  /** a cart form or remove link whose nonce was refused */
  cartNonceExpired: html`Oturumunuzun süresi dolmuş. Lütfen sayfayı yenileyip yeniden deneyin.`,
  removeLinkExpired: html`Bağlantının süresi dolmuş. Lütfen yeniden deneyin.`,
  couponRemoveFailed: html`Üzgünüz, bu kupon kaldırılırken bir sorun oluştu.`,

  // Product archives (loop/result-count.php, loop/no-products-found.php)
  resultSingle: html`Tek sonuç gösteriliyor`,
  resultAll: (total: number): SafeHtml => html`${total} sonucun tümü gösteriliyor`,
  resultRange: (first: number, last: number, total: number): SafeHtml =>
    html`${total} sonuçtan ${first}&ndash;${last} arası gösteriliyor`,
  noProductsFound: html`Seçiminize uygun ürün bulunamadı.`,

  // Checkout form
  billingDetails: 'Fatura bilgileri',
  shipToDifferentAddress: 'Farklı bir adrese gönderilsin mi?',
  orderNotes: 'Sipariş notları',
  orderNotesPlaceholder: 'Siparişinizle ilgili notlar, örneğin teslimat için özel notlar.',
  address1Placeholder: 'Mahalle, cadde, sokak ve kapı numarası',
  address2Placeholder: 'Daire, bina, blok vb. (isteğe bağlı)',
  optional: '(isteğe bağlı)',
  required: 'gerekli',
  yourOrder: 'Siparişiniz',
  placeOrder: 'Siparişi onayla',
  /** the noscript box above the button (checkout/payment.php) */
  noscriptTotals: raw(
    'Tarayıcınız JavaScript’i desteklemediği veya devre dışı bıraktığı için, siparişinizi vermeden önce lütfen <em>Toplamları güncelle</em> düğmesine tıklayın. Bunu yapmazsanız yukarıda belirtilenden daha fazla ücretlendirilebilirsiniz.',
  ),
  updateTotals: 'Toplamları güncelle',
  /** the terms box: woocommerce_checkout_terms_and_conditions_checkbox_text with [terms] filled in */
  termsCheckbox: (link: SafeHtml): SafeHtml => html`Web sitesinin ${link} okudum ve kabul ediyorum`,
  termsLinkText: 'şartlar ve koşullarını',

  // Checkout notices (WC_Checkout::validate_checkout and process_checkout)
  fieldRequired: (label: string): SafeHtml => html`<strong>${label}</strong> gerekli bir alandır.`,
  fieldInvalidEmail: (label: string): SafeHtml =>
    html`<strong>${label}</strong> geçerli bir e-posta adresi değil.`,
  fieldInvalidPhone: (label: string): SafeHtml =>
    html`<strong>${label}</strong> geçerli bir telefon numarası değil.`,
  termsRequired: html`Siparişinize devam etmek için lütfen şartlar ve koşulları okuyup kabul edin.`,
  invalidPaymentMethod: html`Geçersiz ödeme yöntemi.`,
  unableToProcess: html`Siparişinizi işleme alamadık, lütfen tekrar deneyin.`,
  sessionExpired: (shopUrl: string): SafeHtml =>
    html`Üzgünüz, oturumunuzun süresi doldu. <a href="${shopUrl}" class="wc-backward">Mağazaya geri dön</a>`,
  outOfStock: (name: string): SafeHtml =>
    html`Üzgünüz, "${name}" stokta yok. Lütfen sepetinizi düzenleyip tekrar deneyin. Verdiğimiz rahatsızlıktan dolayı özür dileriz.`,
  notEnoughStock: (name: string, available: number): SafeHtml =>
    html`Üzgünüz, siparişinizi karşılamak için yeterli "${name}" stoğumuz yok (stokta ${available} adet var). Verdiğimiz rahatsızlıktan dolayı özür dileriz.`,

  // Order received (checkout/thankyou.php, order/order-details*.php)
  orderReceivedTitle: 'Sipariş alındı',
  thankYou: 'Teşekkürler. Siparişiniz alındı.',
  orderNumber: 'Sipariş numarası:',
  orderDate: 'Tarih:',
  orderEmail: 'E-posta:',
  orderTotal: 'Toplam:',
  paymentMethod: 'Ödeme yöntemi:',
  orderDetails: 'Sipariş detayları',
  product: 'Ürün',
  total: 'Toplam',
  subtotalRow: 'Ara toplam:',
  discountRow: 'İndirim:',
  shippingRow: 'Gönderim:',
  noteRow: 'Not:',
  /** "via %s" after a paid shipping line */
  shippedVia: (method: string): string => `${method} ile`,
  billingAddress: 'Fatura adresi',
  shippingAddress: 'Gönderim adresi',
  bankDetails: 'Banka bilgilerimiz',
  bank: 'Banka:',
  accountNumber: 'Hesap numarası:',
  iban: 'IBAN:',
  bic: 'BIC:',
  loginToViewOrder: 'Bu siparişi görüntülemek için lütfen hesabınıza giriş yapın.',
} as const;

/** WooCommerce's own coupon messages (WC_Coupon::get_coupon_error and friends), in Turkish. */
export const couponMessages = {
  pleaseEnter: (): SafeHtml => html`Lütfen bir kupon kodu girin.`,
  applied: (): SafeHtml => html`Kupon kodu başarıyla uygulandı.`,
  removed: (): SafeHtml => html`Kupon kaldırıldı.`,
};

/** The error notice for a refused coupon. */
export function couponError(result: Extract<ApplyCouponResult, { ok: false }>): SafeHtml {
  const code = result.code;
  switch (result.problem.kind) {
    case 'not-found':
      return html`"${code}" kuponu mevcut değil!`;
    case 'already-applied':
      return html`"${code}" kupon kodu zaten uygulandı!`;
    case 'usage-limit':
      return html`"${code}" kuponunun kullanım sınırına ulaşıldı.`;
    case 'expired':
      return html`"${code}" kuponunun süresi dolmuş.`;
    case 'minimum':
      return html`"${code}" kuponu için en az harcama tutarı ${wcPrice(result.problem.minimumKurus)}.`;
    case 'maximum':
      return html`"${code}" kuponu için en fazla harcama tutarı ${wcPrice(result.problem.maximumKurus)}.`;
    case 'not-applicable':
      return html`Üzgünüz, "${code}" kuponu sepetinizdeki ürünlere uygulanamaz.`;
  }
}
