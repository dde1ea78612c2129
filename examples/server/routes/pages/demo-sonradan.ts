import { html } from '../../lib';
import { pageIds } from '../../migrations';
import { definePage } from '../define';

// This demo page's only own script: it plays "HTML that arrives later" (as load-more or a
// filter would) by fetching a countdown fragment and appending it, and removes it again.
const script = `(function () {
  var box = document.getElementById('sonradan-kutu');
  var status = document.getElementById('sonradan-durum');
  document.getElementById('sonradan-ekle').addEventListener('click', function () {
    fetch('/demo/parca/firsat', { credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then(function (markup) {
        box.insertAdjacentHTML('beforeend', markup);
        status.textContent = box.children.length + ' parça eklendi.';
      })
      .catch(function (error) {
        status.textContent = 'Parça alınamadı: ' + error.message;
      });
  });
  document.getElementById('sonradan-kaldir').addEventListener('click', function () {
    box.replaceChildren();
    status.textContent = 'Eklenen parçalar kaldırıldı.';
  });
})();`;

export default definePage({
  path: '/demo/sonradan',
  render: () => ({
    title: 'Sonradan eklenen fırsat',
    bodyClass: [
      'wp-singular',
      'page-template-default',
      'page',
      `page-id-${pageIds.lateHtml}`,
      'page-child',
      `parent-pageid-${pageIds.demo}`,
    ],
    pageId: pageIds.lateHtml,
    main: html`<article id="post-${pageIds.lateHtml}" class="post-${pageIds.lateHtml} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Sonradan eklenen fırsat</h1></header>
<div class="entry-content">
<p>Sayfa yüklendikten sonra gelen HTML’deki adalar da başlamalı, sayfadan çıkanlar durmalıdır. “Fırsat ekle” sunucudan bir sayaç parçası alıp aşağıya ekler; “Kaldır” eklenenleri siler.</p>
<p><button type="button" class="button" id="sonradan-ekle">Fırsat ekle</button> <button type="button" class="button" id="sonradan-kaldir">Kaldır</button></p>
<p id="sonradan-durum" role="status" aria-live="polite"></p>
<div id="sonradan-kutu" class="firsat-late-box"></div>
</div>
</article>`,
    inlineScript: script,
  }),
});
