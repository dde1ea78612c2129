import { fieldText, wpDie } from '../../http';
import { postItems } from '../../render';
import { defineAdminAjax } from '../define';
import { postBlockRequest, postFilterFromFields, postUniqueFields } from '../shared';

/**
 * admin-ajax `ultp_pagination` (guests and users): numbered pagination and infinite scroll, sent
 * with the nonce fetched by `ultp_get_nonce`. The same fields and answer as `ultp_next_prev`
 * (`filterValue` may come JSON-encoded): page `paged`'s items as HTML; past the last page the
 * answer is empty, which stops infinite scroll; a bad nonce answers admin-ajax's `0`.
 */
export default defineAdminAjax({
  action: 'ultp_pagination',
  handle: (ctx, req) => {
    const { block, reply } = postBlockRequest(ctx, req);
    if (reply) return reply;
    const paged = Number.parseInt(fieldText(req.body, 'paged') ?? '', 10);
    if (!(paged > 0)) return wpDie('0');
    const exclude = Number(fieldText(req.body, 'exclude') ?? '') || undefined;
    const { items } = postItems(
      ctx,
      block,
      { page: paged, filter: postFilterFromFields(req.body), exclude },
      postUniqueFields(req.body, block),
    );
    return wpDie(items.value);
  },
});
