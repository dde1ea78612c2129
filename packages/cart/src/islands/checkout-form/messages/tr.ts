/** The checkout form's own texts in Turkish (WooCommerce's tr_TR wording). */
export default {
  checkoutError:
    'Siparişiniz işlenirken bir hata oluştu. Siparişi yeniden vermeden önce lütfen ödeme yönteminizdeki tahsilatları ve sipariş geçmişinizi kontrol edin.',
} as const;
