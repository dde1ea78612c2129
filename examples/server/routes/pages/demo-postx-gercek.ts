import { realPluginPage } from '../../render';
import { definePage } from '../define';

/**
 * /demo/postx-gercek/: the real post-blocks plugin's grid page as it printed it, its scripts
 * removed and firsat's added, pointing at this store's admin-ajax and nonce; `?jquery=0` removes
 * jQuery too.
 */
export default definePage({
  path: '/demo/postx-gercek',
  render: (ctx, req) =>
    new Response(realPluginPage(ctx, req.query.get('jquery') !== '0'), {
      headers: { 'Content-Type': 'text/html; charset=UTF-8' },
    }),
});
