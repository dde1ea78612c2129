import { compareProductListMarkup, compareReplyMarkup } from '@firsat/blocks/testing';
import { HttpResponse, http } from 'msw';

/** How the mocked store answers the compare and wishlist stories: as the demo store, or failing (SPEC §8). */
export type ListStoreMode = 'ok' | 'server-error' | 'expired-nonce';

/** Shows what the mocked store received, in the story's `.story-log`. */
export function storyLog(text: string): void {
  const el = document.querySelector('.story-log');
  if (el) el.textContent = text;
}

/**
 * admin-ajax `wopb_compare` and `wopb_get_nonce`, wc-ajax `wopb_product_list`: the list in memory
 * (starting with `start`), the plugin's replies; `expired-nonce` refuses the printed nonce once
 * (`-1`, 403), `server-error` answers 500.
 */
export function compareHandlers(mode: ListStoreMode, start: number[] = []) {
  let ids = [...start];
  let renewed = false;
  return [
    http.post('/', async ({ request }) => {
      if (new URL(request.url).searchParams.get('wc-ajax') !== 'wopb_product_list') return;
      const fields = new URLSearchParams(await request.text());
      if (mode === 'server-error') return new HttpResponse('Internal Server Error', { status: 500 });
      storyLog(`wopb_product_list search=${fields.get('search')} wpnonce=${fields.get('wpnonce')}`);
      return HttpResponse.json({
        success: true,
        data: { html: compareProductListMarkup(ids, fields.get('search') ?? '') },
      });
    }),
    http.post('/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = new URLSearchParams(await request.text());
      const action = fields.get('action');
      if (action === 'wopb_get_nonce') {
        renewed = true;
        return HttpResponse.json({ success: true, data: { nonce: 'storyfresh1' } });
      }
      if (action !== 'wopb_compare') return;
      if (mode === 'server-error') {
        storyLog('500 — konsola "Error occured.please try again 500" yazıldı');
        return new HttpResponse('Internal Server Error', { status: 500 });
      }
      if (mode === 'expired-nonce' && !renewed) return new HttpResponse('-1', { status: 403 });
      const id = Number(fields.get('postid'));
      const type = fields.get('type');
      if (type === 'add' && !ids.includes(id)) ids = [...ids, id];
      if (type === 'remove') ids = ids.filter((x) => x !== id);
      if (type === 'clear') ids = [];
      storyLog(
        `wopb_compare postid=${fields.get('postid')} type=${type} added_action=${fields.get('added_action')} wpnonce=${fields.get('wpnonce')}`,
      );
      return HttpResponse.json({
        success: true,
        data: {
          html: compareReplyMarkup(ids, fields.get('added_action') ?? ''),
          compare_count: ids.length,
          demo_column: 3,
        },
      });
    }),
  ];
}
