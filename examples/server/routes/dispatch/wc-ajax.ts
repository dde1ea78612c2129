import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { readFields, wpDie } from '../../http';
import type { WcAjaxDefinition } from '../define';

/**
 * WooCommerce's shop ajax, `/?wc-ajax=<name>` (on any path, as WooCommerce reads it from the
 * query). An unknown endpoint ends like WooCommerce's: an empty 200 answer; the demo adds a
 * header saying so, to make a typo visible in the network panel.
 */
export function wcAjaxDispatcher(endpoints: Map<string, WcAjaxDefinition>) {
  return async (c: Context<AppEnv>, name: string): Promise<Response> => {
    const definition = endpoints.get(name);
    if (!definition) {
      const response = wpDie('');
      response.headers.set('X-Firsat-Demo', `no wc-ajax endpoint "${name}"`);
      return response;
    }
    const fields = await readFields(c.req.raw);
    return definition.handle(c.get('ctx'), {
      fields: fields.request,
      query: fields.query,
      body: fields.body,
      request: c.req.raw,
    });
  };
}
