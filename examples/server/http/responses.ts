import { phpJson } from '../lib';

/** The no-cache headers WordPress sends from ajax handlers (nocache_headers()). */
export const noCacheHeaders: Record<string, string> = {
  'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private',
  Expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
};

const ajaxHeaders: Record<string, string> = {
  ...noCacheHeaders,
  'X-Robots-Tag': 'noindex',
  'X-Content-Type-Options': 'nosniff',
};

/** wp_send_json(): JSON encoded as PHP encodes it. */
export function wpSendJson(data: unknown, status = 200): Response {
  return new Response(phpJson(data), {
    status,
    headers: { ...ajaxHeaders, 'Content-Type': 'application/json; charset=UTF-8' },
  });
}

/** wp_send_json_success(): {"success":true,"data":…} ("data" left out when there is none). */
export function wpSendJsonSuccess(data?: unknown, status = 200): Response {
  return wpSendJson(data === undefined ? { success: true } : { success: true, data }, status);
}

/** wp_send_json_error(): {"success":false,"data":…} */
export function wpSendJsonError(data?: unknown, status = 200): Response {
  return wpSendJson(data === undefined ? { success: false } : { success: false, data }, status);
}

/** wp_die() inside an ajax request, or a plain text/HTML answer such as '0', '-1' or a nonce. */
export function wpDie(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { ...ajaxHeaders, 'Content-Type': 'text/html; charset=UTF-8' },
  });
}
