import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { fieldText, readFields, wpDie } from '../../http';
import type { AdminAjaxDefinition } from '../define';

/**
 * /wp-admin/admin-ajax.php: picks the handler by the `action` field (query or body, form-encoded
 * or multipart). Like WordPress, an empty action, an unknown one, or one not registered for this
 * visitor (signed in or not) answers `0` with status 400.
 */
export function adminAjaxDispatcher(actions: Map<string, AdminAjaxDefinition>) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const ctx = c.get('ctx');
    const fields = await readFields(c.req.raw);
    const action = fieldText(fields.request, 'action') ?? '';
    const definition = actions.get(action);
    const signedIn = ctx.user !== null;
    const allowed =
      definition !== undefined &&
      (definition.access === 'everyone' || (definition.access === 'logged-in') === signedIn);
    if (!allowed) return wpDie('0', 400);
    return definition.handle(ctx, {
      fields: fields.request,
      query: fields.query,
      body: fields.body,
      request: c.req.raw,
    });
  };
}
