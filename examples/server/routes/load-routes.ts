import { loadAdminAjax } from './admin-ajax';
import type { AdminAjaxDefinition, PageDefinition, RestDefinition, WcAjaxDefinition } from './define';
import { loadPages } from './pages';
import { loadRest } from './rest';
import { loadWcAjax } from './wc-ajax';

export interface Routes {
  pages: PageDefinition[];
  wcAjax: Map<string, WcAjaxDefinition>;
  adminAjax: Map<string, AdminAjaxDefinition>;
  rest: RestDefinition[];
}

function byName<T>(list: T[], nameOf: (item: T) => string, folder: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of list) {
    const name = nameOf(item);
    if (map.has(name)) throw new Error(`routes/${folder}: "${name}" is defined twice`);
    map.set(name, item);
  }
  return map;
}

/** Every route file of routes/pages, routes/wc-ajax, routes/admin-ajax and routes/rest. */
export async function loadRoutes(): Promise<Routes> {
  const [pages, wcAjax, adminAjax, rest] = await Promise.all([
    loadPages(),
    loadWcAjax(),
    loadAdminAjax(),
    loadRest(),
  ]);
  return {
    pages,
    wcAjax: byName(wcAjax, (e) => e.name, 'wc-ajax'),
    adminAjax: byName(adminAjax, (e) => e.action, 'admin-ajax'),
    rest,
  };
}
