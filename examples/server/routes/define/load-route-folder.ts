import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteDefinition } from './define';

/**
 * Imports every route file of a route folder (a folder's index.ts calls it on its own folder):
 * `*.ts` but the index, tests and names starting with `_`. Each must default-export a
 * definition of `kind`.
 */
export async function loadRouteFolder<K extends RouteDefinition['kind']>(
  folderUrl: URL,
  kind: K,
): Promise<Extract<RouteDefinition, { kind: K }>[]> {
  const dir = fileURLToPath(folderUrl);
  const folder = basename(dir);
  const files = (await readdir(dir)).filter(
    (f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts') && !f.startsWith('_'),
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
