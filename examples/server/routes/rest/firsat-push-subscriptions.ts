import type { RequestContext } from '../../context';
import { defineRest, RestError, type RestRequest } from '../define';

/** The demo push service's REST namespace (the push bell's local provider, firsat_push.rest). */
export const PUSH_NAMESPACE = 'firsat-push/v1';

/** A browser's id as the SDK makes it (a UUID); anything else is refused. */
const DEVICE = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The push service answers only a request that carries a valid wp_rest nonce (the dispatcher
 * refuses an invalid one with rest_cookie_invalid_nonce; without one WordPress would run the
 * request as a guest, the service refuses it).
 */
export function requireNonce(req: RestRequest): void {
  const sent = req.request.headers.get('x-wp-nonce') ?? new URL(req.request.url).searchParams.get('_wpnonce');
  if (!sent) throw new RestError('rest_forbidden', 'Sorry, you are not allowed to do that.', 401);
}

/** The `device` field or route part, checked (400 rest_invalid_param). */
export function deviceOf(value: unknown): string {
  if (typeof value === 'string' && DEVICE.test(value)) return value;
  throw new RestError('rest_invalid_param', 'Invalid parameter(s): device', 400, {
    params: { device: 'device is not a push device id.' },
  });
}

/** Whether the device has a stored subscription. */
export function isSubscribed(ctx: RequestContext, device: string): boolean {
  return ctx.db.prepare('SELECT 1 FROM push_subscriptions WHERE device = ?').get(device) !== undefined;
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/**
 * POST /wp-json/firsat-push/v1/subscriptions `{device, locale?}` (JSON or form) with X-WP-Nonce:
 * stores this browser's subscription (again: the same row, the newest session) and answers 201
 * `{subscribed: true, device}`.
 */
export default defineRest({
  namespace: PUSH_NAMESPACE,
  route: '/subscriptions',
  methods: ['POST'],
  args: {
    device: { type: 'string', required: true, description: 'The browser’s push device id.' },
    locale: { type: 'string', description: 'The page language.' },
  },
  handle: (ctx, req) => {
    requireNonce(req);
    const device = deviceOf(field(req.body, 'device'));
    const locale = field(req.body, 'locale');
    ctx.db
      .prepare(
        `INSERT INTO push_subscriptions (device, session_id, user_id, locale, user_agent, created_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (device) DO UPDATE SET session_id = excluded.session_id, user_id = excluded.user_id,
           locale = excluded.locale, user_agent = excluded.user_agent`,
      )
      .run(
        device,
        ctx.session.id,
        ctx.user?.id ?? null,
        typeof locale === 'string' ? locale.slice(0, 20) : '',
        (req.request.headers.get('user-agent') ?? '').slice(0, 300),
        ctx.store.nowSeconds(),
      );
    return { status: 201, data: { subscribed: true, device } };
  },
});
