import { fieldText, wpDie } from '../../http';
import { quickviewReply } from '../../render';
import { defineWcAjax } from '../define';

/**
 * `/?wc-ajax=wopb_quickview` (`wopb_core.ajax_quick_view`): `action`, `postid`, `postList` (the
 * loop's ids, comma-separated) and `wpnonce` (the `wopb-nonce` of `wopb_quickview.security`).
 * Answers the modal's HTML (render/quickview-modal.ts). A bad or expired nonce answers an empty
 * 200, as the plugin's callback returns without a word (the client takes it for a refusal and
 * renews the nonce once); an id that is not a product answers an empty 404.
 */
export default defineWcAjax({
  name: 'wopb_quickview',
  handle: (ctx, req) => {
    if (ctx.verifyNonce('wopb-nonce', fieldText(req.fields, 'wpnonce')) === 0) return wpDie('');
    const reply = quickviewReply(
      ctx,
      fieldText(req.body, 'postid') ?? '',
      fieldText(req.body, 'postList') ?? '',
    );
    if (!reply) return wpDie('', 404);
    return wpDie(String(reply));
  },
});
