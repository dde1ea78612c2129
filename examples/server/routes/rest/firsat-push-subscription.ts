import { defineRest } from '../define';
import { deviceOf, isSubscribed, PUSH_NAMESPACE, requireNonce } from './firsat-push-subscriptions';

/**
 * GET /wp-json/firsat-push/v1/subscriptions/<device>: `{subscribed, device}`, whether this browser
 * has a stored subscription. DELETE (or POST with X-HTTP-Method-Override: DELETE, as the SDK sends
 * it): removes it and answers `{subscribed: false, device, deleted}`. Both need X-WP-Nonce.
 */
export default defineRest({
  namespace: PUSH_NAMESPACE,
  route: '/subscriptions/:device',
  methods: ['GET', 'DELETE'],
  handle: (ctx, req) => {
    requireNonce(req);
    const device = deviceOf(req.params.device);
    if (req.method === 'GET') return { data: { subscribed: isSubscribed(ctx, device), device } };
    const { changes } = ctx.db.prepare('DELETE FROM push_subscriptions WHERE device = ?').run(device);
    return { data: { subscribed: false, device, deleted: changes > 0 } };
  },
});
