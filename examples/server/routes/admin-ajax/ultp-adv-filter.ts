import { fieldText } from '../../http';
import { defineAdminAjax } from '../define';
import { filteredDataReply, postBlockRequest, postFilterFromAdvanced } from '../shared';

/**
 * admin-ajax `ultp_adv_filter` (guests and users): the advanced filter, one call per grid of the
 * parent's `data-grids`. Fields: `taxonomy[i][value]=<tax>###<slug>`, `author[i][value]`,
 * `order`, `orderby`, `adv_sort`, `search`, `builder_id`, `blockId`, `blockName`, `postId`,
 * `ultpUniqueIds`, `ultpCurrentUniquePosts`, `widgetBlockId`, `wpnonce`. Answers
 * `{success:true,data:{filteredData:{blocks, notFound, pagination, data_attrs, …}}}`: `blocks`
 * is '' when nothing matches (the page shows `notFound`); `data_attrs` (a JSON string) is what an
 * infinite-scroll grid copies onto its wrapper. The search words are matched in Turkish lower
 * case and bound as SQL parameters.
 */
export default defineAdminAjax({
  action: 'ultp_adv_filter',
  handle: (ctx, req) => {
    const { block, reply } = postBlockRequest(ctx, req);
    if (reply) return reply;
    return filteredDataReply(
      ctx,
      req,
      block,
      postFilterFromAdvanced(req.body),
      fieldText(req.body, 'builder_id'),
    );
  },
});
