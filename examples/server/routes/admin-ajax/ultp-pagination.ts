import { defineAdminAjax } from '../define';
import { postItemsReply } from '../shared';

/**
 * admin-ajax `ultp_pagination` (guests and users): numbered pagination and infinite scroll, sent
 * with the nonce fetched by `ultp_get_nonce`. The same fields and answer as `ultp_next_prev`
 * (`filterValue` may come JSON-encoded): page `paged`'s items as HTML; past the last page the
 * answer is empty, which stops infinite scroll; a bad nonce answers admin-ajax's `0`.
 */
export default defineAdminAjax({ action: 'ultp_pagination', handle: postItemsReply });
