import { listingItems, listingMainMarkup } from '@firsat/blocks/testing';
import { HttpResponse, http } from 'msw';

/**
 * How the mocked store answers the listing calls: as the demo store does, on its last page, or
 * failing in SPEC §8's ways. `expired-nonce` refuses the page's nonce as the plugin does (an
 * empty body) until the island fetched a fresh one from `wopb_get_nonce`, then answers.
 */
export type ListingMode = 'ok' | 'server-error' | 'expired-nonce' | 'no-result';

/** The fresh nonce `wopb_get_nonce` hands out. */
export const FRESH_NONCE = 'storyfresh1';

/** Shows what the mocked store did, in the story's `.story-log`. */
function log(text: string): void {
  const el = document.querySelector('.story-log');
  if (el) el.textContent = text;
}

/**
 * `?wc-ajax=wopb_load_more | wopb_pagination | wopb_filter` over a catalogue of `pages` pages of
 * 3 items (item names "Ürün N"), and admin-ajax `wopb_get_nonce`.
 */
export function listingHandlers(mode: ListingMode, pages = 6) {
  return [
    http.post('/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = new URLSearchParams(await request.text());
      if (fields.get('action') !== 'wopb_get_nonce') return new HttpResponse('0', { status: 400 });
      return HttpResponse.json({ success: true, data: { nonce: FRESH_NONCE } });
    }),
    http.post('/', async ({ request }) => {
      const action = new URL(request.url).searchParams.get('wc-ajax');
      const fields = new URLSearchParams(await request.text());
      if (mode === 'server-error') {
        log(`${action}: 500 — konsola "Error occured.please try again 500" yazıldı`);
        return new HttpResponse('Internal Server Error', { status: 500 });
      }
      if (mode === 'expired-nonce' && fields.get('wpnonce') !== FRESH_NONCE) {
        log(`${action}: boş yanıt (eski nonce) — wopb_get_nonce ile yeni nonce alınıp yeniden denenecek`);
        return new HttpResponse('', { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
      }
      const html = (body: string) =>
        new HttpResponse(body, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
      if (action === 'wopb_filter') {
        log(`wopb_filter taxonomy="${fields.get('taxonomy')}"`);
        if (mode === 'no-result')
          return html('<div class="wopb-block-items-wrap wopb-block-row wopb-block-column-3"></div>');
        return html(
          listingMainMarkup({
            blockId: fields.get('blockId') ?? 'vitrin',
            navigation: 'pagination',
            pages: 2,
          }),
        );
      }
      const page = Math.min(pages, Number(fields.get('paged') ?? '1'));
      log(`${action} paged=${page} wpnonce=${fields.get('wpnonce')}`);
      return html(listingItems((page - 1) * 3 + 1, 3));
    }),
  ];
}
