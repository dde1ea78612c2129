import { fieldText, wpDie } from '../../http';
import type { PostFilter } from '../../render';
import { defineAdminAjax } from '../define';
import { filteredDataReply, postBlockRequest } from '../shared';

/**
 * admin-ajax `ultp_filter` (guests and users): a filter-bar tab. Fields: `taxtype` (category or
 * post_tag), `taxonomy` (a term slug; '' is "all"), `blockId`, `blockName`, `postId`,
 * `widgetBlockId`, `ultpUniqueIds`, `ultpCurrentUniquePosts`, `wpnonce`. Answers
 * `{success:true,data:{filteredData:{blocks, notFound, pagination, data_attrs, data_all_attrs,
 * paginationType, paginationShow}}}`: page 1 of the tab and the block's pagination for it, which
 * carries the tab on (`data-filter-value`, `data-filter-type`). Without `taxtype` or with a bad
 * nonce: admin-ajax's `0`.
 */
export default defineAdminAjax({
  action: 'ultp_filter',
  handle: (ctx, req) => {
    const taxtype = fieldText(req.body, 'taxtype') ?? '';
    const { block, reply } = postBlockRequest(ctx, req);
    if (reply) return reply;
    if (!taxtype) return wpDie('0');
    const taxonomy = fieldText(req.body, 'taxonomy') ?? '';
    const filter: PostFilter = {
      taxonomy: taxonomy ? [taxonomy] : [],
      type: taxtype,
      isAdv: false,
      authors: [],
      order: 'DESC',
      orderby: '',
      search: '',
      advSort: '',
    };
    return filteredDataReply(ctx, req, block, filter, fieldText(req.body, 'builder'));
  },
});
