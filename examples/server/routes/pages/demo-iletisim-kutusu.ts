import { html, paths } from '../../lib';
import { definePage } from '../define';

// The buttons call window.Firsat from their onclick, as a theme's inline handler or an
// `onclick="return confirm(…)"` would: the page needs firsat.js and nothing else.
const show = (what: string) =>
  `Firsat.${what}.then(function (r) { document.getElementById('kutu-sonuc').textContent = String(r); })`;
const openPrinted = `Firsat.kit().then(function (kit) {
  var wrap = document.getElementById('kargo-kutusu');
  window.kargoKutusu = window.kargoKutusu || kit.dialog(wrap, {
    content: wrap.querySelector('.wopb-modal-content'),
    title: wrap.querySelector('.wopb-modal-title'),
    description: wrap.querySelector('.kargo-ozet'),
    closers: '.wopb-modal-close',
    closedEvent: 'wopbModalClosed',
    fade: true
  });
  window.kargoKutusu.open().then(function (reason) { document.getElementById('kutu-sonuc').textContent = 'kapandı: ' + reason; });
})`;

/**
 * The behaviour kit's dialog, alert and confirm (issue 20) on a page of their own: a dialog on
 * printed markup (the plugin's `.wopb-modal-wrap`) and the promise-returning alert and confirm
 * that replace SweetAlert and `window.confirm`; e2e/kit-dialog.spec.ts drives it.
 */
export default definePage({
  path: '/demo/iletisim-kutusu',
  render: () => ({
    title: 'İletişim kutusu',
    bodyClass: ['wp-singular', 'page-template-default', 'page'],
    main: html`<article class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">İletişim kutusu</h1></header>
<div class="entry-content">
<p>Sayfanın yazdığı bir iletişim kutusu ile <code>Firsat.alert</code> ve <code>Firsat.confirm</code>: odak kutuda kalır, Escape ve dışarı tıklama kapatır, arka plan etkisizdir.</p>
<p class="firsat-demo-buttons">
<button type="button" class="button" id="kutu-ac" onclick="${openPrinted}">Kargo bilgisi</button>
<button type="button" class="button" id="onay-sor" onclick="${show("confirm('Sepetiniz boşaltılsın mı?')")}">Sepeti boşalt</button>
<button type="button" class="button" id="uyari-goster" onclick="${show("alert('Kupon kodunuz kaydedildi.', { title: 'Kupon' })")}">Kuponu kaydet</button>
<button type="button" class="button" id="soru-sor" onclick="${show("kit().then(function (kit) { return kit.ask('Değişiklikler kaydedilsin mi?'); })")}">Formdan çık</button>
</p>
<p>Sonuç: <output id="kutu-sonuc"></output></p>
<div class="wopb-modal-wrap firsat-demo-modal" id="kargo-kutusu" hidden>
<div class="wopb-modal-overlay"></div>
<div class="wopb-modal-content">
<h2 class="wopb-modal-title">Kargo bilgisi</h2>
<p class="kargo-ozet">750 ₺ ve üzeri siparişlerde kargo ücretsizdir; siparişiniz 2 iş günü içinde yola çıkar.</p>
<p><label>Posta kodu <input type="text" name="posta-kodu" inputmode="numeric"></label></p>
<p><a href="${paths.cart}">Sepete git</a></p>
<button type="button" class="button wopb-modal-close">Kapat</button>
</div>
</div>
</div>
</article>`,
  }),
});
