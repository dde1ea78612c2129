import { defineAdminAjax } from '../define';
import { postItemsReply } from '../shared';

/**
 * admin-ajax `ultp_next_prev` (guests and users): next / previous and load more. Fields: `paged`,
 * `blockId`, `blockName`, `postId`, `exclude`, `builder`, `filterValue`, `filterType` (with
 * `isAdv`, `author`, `order`, `orderby`, `search`, `adv_sort` when an advanced filter is on),
 * `ultpUniqueIds`, `ultpCurrentUniquePosts`, `widgetBlockId`, `wpnonce` (`ultp-nonce`). Answers
 * page `paged`'s items as HTML (content($attr, true)): the caller replaces or appends them. A page
 * past the last answers empty; a bad nonce answers admin-ajax's `0`.
 */
export default defineAdminAjax({ action: 'ultp_next_prev', handle: postItemsReply });
