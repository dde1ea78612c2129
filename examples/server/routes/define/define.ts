/**
 * The four kinds of route the demo store serves. Each route is one file whose default export is
 * one of these definitions; each route folder's index finds its files (load-route-folder.ts), so
 * adding a page or an endpoint is adding a file to routes/pages, routes/wc-ajax,
 * routes/admin-ajax or routes/rest.
 */
import type { RequestContext } from '../../context';
import type { FormFields } from '../../http';
import type { PageView } from '../../render';

// ── pages ────────────────────────────────────────────────────────────────────────────────────

export interface PageRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  request: Request;
}

/** A full page (wrapped in the layout), a raw Response (fragments, redirects), or null for 404. */
export type PageResult = PageView | Response | null;

export interface PageDefinition {
  kind: 'page';
  /** Hono path pattern; a trailing slash is optional ('/urun/:slug') */
  path: string;
  /** default ['GET'] (HEAD is answered too) */
  methods?: ('GET' | 'POST')[];
  render(ctx: RequestContext, req: PageRequest): PageResult | Promise<PageResult>;
}

export const definePage = (page: Omit<PageDefinition, 'kind'>): PageDefinition => ({ kind: 'page', ...page });

// ── ajax (shop ajax /?wc-ajax=name and admin ajax /wp-admin/admin-ajax.php) ─────────────────

export interface AjaxRequest {
  /** $_REQUEST: query fields with the posted fields on top, brackets parsed PHP-style */
  fields: FormFields;
  /** $_GET */
  query: FormFields;
  /** $_POST (form-encoded or multipart; files are File values) */
  body: FormFields;
  request: Request;
}

export type AjaxHandler = (ctx: RequestContext, req: AjaxRequest) => Response | Promise<Response>;

export interface WcAjaxDefinition {
  kind: 'wc-ajax';
  /** the endpoint name in /?wc-ajax=<name> */
  name: string;
  handle: AjaxHandler;
}

export const defineWcAjax = (endpoint: Omit<WcAjaxDefinition, 'kind'>): WcAjaxDefinition => ({
  kind: 'wc-ajax',
  ...endpoint,
});

/**
 * Who may call an admin-ajax action: WordPress registers `wp_ajax_<action>` for signed-in users
 * and `wp_ajax_nopriv_<action>` for guests; a call nobody registered for answers `0` (400).
 */
export type AjaxAccess = 'everyone' | 'logged-in' | 'guests';

/** admin-ajax.php answers any method; the action comes from the query or the posted fields. */
export interface AdminAjaxDefinition {
  kind: 'admin-ajax';
  action: string;
  access: AjaxAccess;
  handle: AjaxHandler;
}

export const defineAdminAjax = (
  action: Omit<AdminAjaxDefinition, 'kind' | 'access'> & { access?: AjaxAccess },
): AdminAjaxDefinition => ({ kind: 'admin-ajax', access: 'everyone', ...action });

// ── REST (/wp-json/<namespace><route>) ───────────────────────────────────────────────────────

export interface RestRequest {
  /** the effective method, after X-HTTP-Method-Override or ?_method= */
  method: string;
  /** the route's :params */
  params: Record<string, string>;
  /** query fields */
  query: FormFields;
  /** body fields: form-encoded, multipart, or JSON (parsed) */
  body: unknown;
  request: Request;
}

export interface RestReply {
  data: unknown;
  status?: number;
  /** extra headers; an array sends the header once per value (Link) */
  headers?: Record<string, string | string[]>;
}

export interface RestArgument {
  description?: string;
  type: 'integer' | 'string' | 'boolean' | 'array' | 'object' | 'number';
  default?: unknown;
  required?: boolean;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
}

export interface RestDefinition {
  kind: 'rest';
  /** 'wp/v2', 'wopb', 'ultp'… */
  namespace: string;
  /** under the namespace, with :params ('/posts', '/posts/:id') */
  route: string;
  methods: ('GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE')[];
  /** described in the /wp-json/ index */
  args?: Record<string, RestArgument>;
  handle(ctx: RequestContext, req: RestRequest): RestReply | Response | Promise<RestReply | Response>;
}

export const defineRest = (route: Omit<RestDefinition, 'kind'>): RestDefinition => ({
  kind: 'rest',
  ...route,
});

/** Thrown by a REST handler to answer a WordPress-shaped error: {code, message, data: {status, …}}. */
export class RestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export type RouteDefinition = PageDefinition | WcAjaxDefinition | AdminAjaxDefinition | RestDefinition;
