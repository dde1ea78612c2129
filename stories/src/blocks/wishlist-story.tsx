import { wishlistReplyMarkup } from '@firsat/blocks/testing';
import { HttpResponse, http } from 'msw';
import { type ListStoreMode, storyLog } from './compare-story';

/**
 * admin-ajax `wopb_wishlist` and `wopb_get_nonce`: the list in memory (from `start`), the plugin's
 * replies; `login` answers a refusal with the login address (SPEC §8: a failure with a redirect).
 */
export function wishlistHandlers(mode: ListStoreMode | 'login', start: number[] = []) {
  let ids = [...start];
  let renewed = false;
  return [
    http.post('/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = new URLSearchParams(await request.text());
      const action = fields.get('action');
      if (action === 'wopb_get_nonce') {
        renewed = true;
        return HttpResponse.json({ success: true, data: { nonce: 'storyfresh1' } });
      }
      if (action !== 'wopb_wishlist') return;
      if (mode === 'server-error') {
        storyLog('500 — konsola "Error occured.please try again 500" yazıldı');
        return new HttpResponse('Internal Server Error', { status: 500 });
      }
      if (mode === 'expired-nonce' && !renewed) return new HttpResponse('-1', { status: 403 });
      if (mode === 'login') {
        storyLog('giriş gerekli — ziyaretçi giriş sayfasına gönderilirdi');
        return HttpResponse.json({
          success: false,
          data: { message: 'Giriş yapmalısınız.', redirect: '#giris' },
        });
      }
      const id = Number(fields.get('post_id'));
      const type = fields.get('type') ?? '';
      if (type === 'add' && !ids.includes(id)) ids = [...ids, id];
      if (type === 'remove') ids = ids.filter((x) => x !== id);
      storyLog(
        `wopb_wishlist post_id=${fields.get('post_id')} type=${type} simpleProduct=${fields.get('simpleProduct')} wpnonce=${fields.get('wpnonce')}`,
      );
      const html = type === 'add' || type === 'menu_block' ? { html: wishlistReplyMarkup(ids) } : {};
      return HttpResponse.json({ success: true, data: { ...html, wishlist_count: ids.length } });
    }),
  ];
}
