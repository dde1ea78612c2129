import type { RequestContext } from '../../context';
import { paths, site, storeUtcOffsetHours } from '../../lib';
import type { RestDefinition } from '../define';

interface IndexedRoute {
  definition: RestDefinition;
  indexKey: string;
}

/** GET /wp-json/: the site description, its namespaces and every route with its arguments. */
export function restIndex(ctx: RequestContext, routes: IndexedRoute[]): unknown {
  const namespaces = [...new Set(routes.map((r) => r.definition.namespace))].sort();
  const described: Record<string, unknown> = {
    '/': {
      namespace: '',
      methods: ['GET'],
      endpoints: [{ methods: ['GET'], args: { context: { default: 'view', required: false } } }],
      _links: { self: [{ href: ctx.url(paths.restRoot) }] },
    },
  };
  for (const { definition, indexKey } of routes) {
    const existing = described[indexKey] as { methods: string[]; endpoints: unknown[] } | undefined;
    const endpoint = { methods: definition.methods, args: definition.args ?? {} };
    if (existing) {
      existing.methods.push(...definition.methods);
      existing.endpoints.push(endpoint);
      continue;
    }
    described[indexKey] = {
      namespace: definition.namespace,
      methods: [...definition.methods],
      endpoints: [endpoint],
      _links: { self: [{ href: ctx.url(`${paths.restRoot}${indexKey.slice(1)}`) }] },
    };
  }
  return {
    name: site.name,
    description: site.description,
    url: ctx.origin,
    home: ctx.origin,
    gmt_offset: String(storeUtcOffsetHours),
    timezone_string: 'Europe/Istanbul',
    namespaces,
    authentication: [],
    routes: described,
    _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
  };
}
