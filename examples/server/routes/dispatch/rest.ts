import type { Context } from 'hono';
import type { AppEnv, RequestContext } from '../../context';
import { type FormFields, fieldText, noCacheHeaders, queryFields, readFields } from '../../http';
import { paths, phpJson } from '../../lib';
import { type RestDefinition, RestError, type RestReply } from '../define';
import { validateArgs } from './rest-args';
import { restIndex } from './rest-index';

interface CompiledRoute {
  definition: RestDefinition;
  pattern: RegExp;
  /** '/wp/v2/posts/(?P<id>[^/]+)', the key WordPress's index uses */
  indexKey: string;
}

export function compileRoute(definition: RestDefinition): CompiledRoute {
  const full = `/${definition.namespace}${definition.route}`.replace(/\/+$/, '');
  const source = full.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return {
    definition,
    pattern: new RegExp(`^${source}$`),
    indexKey: full.replace(/:(\w+)/g, '(?P<$1>[^/]+)'),
  };
}

function restHeaders(ctx: RequestContext, extra: Record<string, string | string[]> = {}): Headers {
  const headers = new Headers({
    'Content-Type': 'application/json; charset=UTF-8',
    'X-Robots-Tag': 'noindex',
    Link: `<${ctx.url(paths.restRoot)}>; rel="https://api.w.org/"`,
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
    'Access-Control-Allow-Headers':
      'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
  });
  for (const [name, value] of Object.entries(extra)) {
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

export function restErrorResponse(
  ctx: RequestContext,
  error: RestError,
  extra: Record<string, string> = {},
): Response {
  const body = { code: error.code, message: error.message, data: { status: error.status, ...error.extra } };
  return new Response(phpJson(body), { status: error.status, headers: restHeaders(ctx, extra) });
}

/** The route being asked for: the path after /wp-json, or ?rest_route= (WordPress accepts both). */
function routeOf(url: URL): string {
  const fromQuery = url.searchParams.get('rest_route');
  const raw = fromQuery ?? url.pathname.replace(/^\/wp-json/, '');
  const route = raw.replace(/\/+$/, '');
  return route === '' ? '/' : route;
}

/** WordPress lets a POST stand for another method: ?_method= first, then X-HTTP-Method-Override. */
function effectiveMethod(request: Request, query: FormFields): string {
  const method = request.method.toUpperCase();
  if (method !== 'POST') return method === 'HEAD' ? 'GET' : method;
  const override = fieldText(query, '_method') ?? request.headers.get('x-http-method-override');
  return override ? override.toUpperCase() : method;
}

/** The body: parsed JSON, or form fields. A JSON error is returned, to be thrown after authentication. */
async function readBody(
  request: Request,
): Promise<{ body: unknown; form: FormFields; jsonError?: RestError }> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    const text = await request.text();
    if (text.trim() === '') return { body: {}, form: {} };
    try {
      return { body: JSON.parse(text) as unknown, form: {} };
    } catch (error) {
      const jsonError = new RestError('rest_invalid_json', 'Invalid JSON body passed.', 400, {
        json_error_code: 4,
        json_error_message: error instanceof Error ? error.message : 'Syntax error',
      });
      return { body: {}, form: {}, jsonError };
    }
  }
  const { body } = await readFields(request);
  return { body, form: body };
}

/**
 * Everything under /wp-json/ (and ?rest_route=): cookie authentication with the wp_rest nonce,
 * method override, argument validation, then the matching route's handler; JSON in and out.
 */
export function restDispatcher(definitions: RestDefinition[]) {
  const routes = definitions.map(compileRoute);

  return async (c: Context<AppEnv>): Promise<Response> => {
    const ctx = c.get('ctx');
    const request = c.req.raw;
    const url = new URL(request.url);
    const query = queryFields(request.url);
    const extraHeaders: Record<string, string> = {};
    try {
      const { body, form, jsonError } = await readBody(request);
      // rest_cookie_check_errors(): a nonce in _wpnonce or X-WP-Nonce must be valid; without one
      // the request runs as a guest even when the cookie belongs to a signed-in user.
      const nonce =
        fieldText(query, '_wpnonce') ?? fieldText(form, '_wpnonce') ?? request.headers.get('x-wp-nonce');
      if (nonce === null || nonce === undefined) {
        ctx.user = null;
      } else if (ctx.verifyNonce('wp_rest', nonce) === 0) {
        throw new RestError('rest_cookie_invalid_nonce', 'Cookie check failed', 403);
      } else {
        extraHeaders['X-WP-Nonce'] = ctx.nonce('wp_rest');
      }
      if (jsonError) throw jsonError;

      const method = effectiveMethod(request, query);
      const route = routeOf(url);
      if (route === '/' && method === 'GET') {
        return new Response(phpJson(restIndex(ctx, routes)), { headers: restHeaders(ctx, extraHeaders) });
      }
      const matches = routes
        .map((r) => ({ route: r, match: r.pattern.exec(route) }))
        .filter((m) => m.match !== null);
      const found = matches.find((m) => m.route.definition.methods.includes(method as never));
      if (!found?.match) {
        throw new RestError('rest_no_route', 'No route was found matching the URL and request method.', 404);
      }
      const { definition } = found.route;
      const bodyFields =
        typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as FormFields) : {};
      validateArgs(definition.args, { ...query, ...bodyFields });
      const reply = await definition.handle(ctx, {
        method,
        params: { ...found.match.groups },
        query,
        body,
        request,
      });
      if (reply instanceof Response) return reply;
      return replyResponse(ctx, reply, definition, extraHeaders);
    } catch (error) {
      if (error instanceof RestError) {
        const headers = error.code === 'rest_cookie_invalid_nonce' ? noCacheHeaders : extraHeaders;
        return restErrorResponse(ctx, error, headers);
      }
      console.error(error);
      return restErrorResponse(
        ctx,
        new RestError(
          'internal_server_error',
          '<p>There has been a critical error on this website.</p>',
          500,
        ),
      );
    }
  };
}

function replyResponse(
  ctx: RequestContext,
  reply: RestReply,
  definition: RestDefinition,
  extra: Record<string, string>,
): Response {
  const headers = restHeaders(ctx, { ...extra, ...reply.headers });
  headers.set('Allow', definition.methods.join(', '));
  return new Response(phpJson(reply.data), { status: reply.status ?? 200, headers });
}
