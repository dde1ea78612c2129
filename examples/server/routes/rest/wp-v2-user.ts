import { findUser, type User } from '../../auth';
import type { RequestContext } from '../../context';
import { paths } from '../../lib';
import { COMING_SOON_DISMISSED_META } from '../../render';
import { getUserMeta, setUserMeta } from '../../shop';
import { defineRest, RestError } from '../define';

/** The `woocommerce_meta` fields WooCommerce registers on users that the demo stores. */
const WOOCOMMERCE_META: Readonly<Record<string, string>> = {
  coming_soon_banner_dismissed: COMING_SOON_DISMISSED_META,
};

function userJson(ctx: RequestContext, user: User) {
  const meta = Object.fromEntries(
    Object.entries(WOOCOMMERCE_META).map(([field, key]) => [field, getUserMeta(ctx.db, user.id, key)]),
  );
  return {
    id: user.id,
    name: user.displayName,
    url: '',
    description: '',
    link: ctx.url(paths.author(user.nicename)),
    slug: user.nicename,
    woocommerce_meta: meta,
  };
}

/** The fields of `woocommerce_meta` in a JSON or form body (`woocommerce_meta[field]=value`). */
function metaUpdates(body: unknown): Record<string, string> {
  const meta =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).woocommerce_meta : null;
  if (typeof meta !== 'object' || meta === null) return {};
  const updates: Record<string, string> = {};
  for (const [field, value] of Object.entries(meta)) {
    if (field in WOOCOMMERCE_META && (typeof value === 'string' || typeof value === 'boolean')) {
      updates[field] = String(value === true ? 'yes' : value === false ? 'no' : value);
    }
  }
  return updates;
}

/**
 * /wp-json/wp/v2/users/<id|me>: GET reads a user (`woocommerce_meta` included, as WooCommerce
 * adds it); POST updates it, here the `woocommerce_meta` fields — the coming-soon banner sends
 * `{woocommerce_meta: {coming_soon_banner_dismissed: 'yes'}}`. Cookie authentication needs the
 * X-WP-Nonce header: without it the request is a guest's and gets 401 `rest_cannot_edit`
 * (`rest_not_logged_in` for `me`); an invalid one gets 403 `rest_cookie_invalid_nonce`; another
 * user's account needs `edit_users` (else 403).
 */
export default defineRest({
  namespace: 'wp/v2',
  route: '/users/:id',
  methods: ['GET', 'POST', 'PUT', 'PATCH'],
  args: {
    id: { type: 'integer', description: 'Unique identifier for the user.' },
    woocommerce_meta: {
      type: 'object',
      description: 'WooCommerce user data (coming_soon_banner_dismissed, …).',
    },
  },
  handle: (ctx, req) => {
    const me = req.params.id === 'me';
    const id = me ? (ctx.user?.id ?? 0) : Number(req.params.id);
    if (me && !ctx.user) throw new RestError('rest_not_logged_in', 'You are not currently logged in.', 401);
    if (!Number.isInteger(id) || id <= 0)
      throw new RestError('rest_user_invalid_id', 'Invalid user ID.', 404);
    const user = findUser(ctx.db, id);
    if (!user) throw new RestError('rest_user_invalid_id', 'Invalid user ID.', 404);
    if (req.method === 'GET') {
      if (ctx.user?.id !== id) {
        const status = ctx.user ? 403 : 401;
        throw new RestError('rest_user_cannot_view', 'Sorry, you are not allowed to view this user.', status);
      }
      return { data: userJson(ctx, user) };
    }
    if (!ctx.user)
      throw new RestError('rest_cannot_edit', 'Sorry, you are not allowed to edit this user.', 401);
    if (ctx.user.id !== id && ctx.user.role !== 'administrator') {
      throw new RestError('rest_cannot_edit', 'Sorry, you are not allowed to edit this user.', 403);
    }
    for (const [field, value] of Object.entries(metaUpdates(req.body))) {
      setUserMeta(ctx.db, id, WOOCOMMERCE_META[field] as string, value);
    }
    return { data: userJson(ctx, user) };
  },
});
