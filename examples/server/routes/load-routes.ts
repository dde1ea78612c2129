import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  AdminAjaxDefinition,
  PageDefinition,
  RestDefinition,
  RouteDefinition,
  WcAjaxDefinition,
} from './define/define';

export interface Routes {
  pages: PageDefinition[];
  wcAjax: Map<string, WcAjaxDefinition>;
  adminAjax: Map<string, AdminAjaxDefinition>;
  rest: RestDefinition[];
}

const here = fileURLToPath(new URL('.', import.meta.url));

/** Imports every route file of a folder: `*.ts`, not tests, not names starting with `_`. */
async function loadFolder<K extends RouteDefinition['kind']>(
  folder: string,
  kind: K,
): Promise<Extract<RouteDefinition, { kind: K }>[]> {
  const dir = join(here, folder);
  const files = (await readdir(dir)).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('_'),
  );
  const definitions: Extract<RouteDefinition, { kind: K }>[] = [];
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as { default?: RouteDefinition };
    if (module.default?.kind !== kind) {
      throw new Error(`routes/${folder}/${file} must default-export a ${kind} definition`);
    }
    definitions.push(module.default as Extract<RouteDefinition, { kind: K }>);
  }
  return definitions;
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

export async function loadRoutes(): Promise<Routes> {
  const [pages, wcAjax, adminAjax, rest] = await Promise.all([
    loadFolder('pages', 'page'),
    loadFolder('wc-ajax', 'wc-ajax'),
    loadFolder('admin-ajax', 'admin-ajax'),
    loadFolder('rest', 'rest'),
  ]);
  return {
    pages,
    wcAjax: byName(wcAjax, (e) => e.name, 'wc-ajax'),
    adminAjax: byName(adminAjax, (e) => e.action, 'admin-ajax'),
    rest,
  };
}
