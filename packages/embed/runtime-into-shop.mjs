// @ts-check
/**
 * rolldown's runtime helpers (CommonJS interop for sourcebuster and React, the namespace objects
 * of the grouped texts) are a chunk of their own, which rolldown lets no group take: every page
 * downloaded it as a file of its own (0.4 KB gzipped) the moment the shop group came, since the
 * shop group imports it. Written into the shop group's file instead, every page downloads one
 * file fewer and about 0.1 KB less.
 *
 * How, so that no source map moves: in the shop file, the import of the runtime becomes spaces
 * and the runtime, in a scope of its own, is a new first line (its map gets an empty first line);
 * the shop file exports the helpers under names of its own, and every other chunk that imported
 * the runtime imports them from the shop file instead, in a statement of the same length (padded).
 * Every such chunk is loaded after the shop group anyway (the texts, React, the product group, the
 * islands); the merge is skipped when one is in the shop group's own static imports.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const RUNTIME_MODULE = /^\0?rolldown[/:]runtime/;

/** `import{a as b,c}from"<dir>/<file>";` of `file`, its bindings as [imported, local] pairs. */
const importOf = (/** @type {string} */ code, /** @type {string} */ file) => {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`import\\{([^}]*)\\}from"((?:\\.\\.?/)+(?:chunks/)?)${escaped}";?`).exec(code);
  if (!match) return undefined;
  const bindings = (match[1] ?? '').split(',').map((binding) => {
    const [imported = '', local = imported] = binding.trim().split(/\s+as\s+/);
    return [imported, local];
  });
  return { statement: match[0], at: match.index, bindings, prefix: match[2] ?? './' };
};

/** The chunk's closing `export{a as b,…};`, as [local, exported] pairs. */
const exportsOf = (/** @type {string} */ code) => {
  const match = /export\{([^}]*)\};?\s*$/.exec(code);
  if (!match) return undefined;
  const pairs = (match[1] ?? '').split(',').map((pair) => {
    const [local = '', exported = local] = pair.trim().split(/\s+as\s+/);
    return [local, exported];
  });
  return { statement: match[0], at: match.index, pairs };
};

/**
 * Moves the runtime chunk into the shop group's file and updates `metafile` (whose keys are the
 * files' paths from packages/embed) to match. Returns the change to apply to another metafile of
 * the same build (`applyRuntimeMerge`), or undefined when there was nothing to merge.
 * @param {{ outputs: Record<string, any> }} metafile
 * @param {(file: string) => Set<string>} staticClosure the files a file imports, however indirectly
 */
export async function runtimeIntoShop(metafile, staticClosure) {
  const outputs = metafile.outputs;
  const runtime = Object.keys(outputs).find((file) => {
    const inputs = Object.keys(outputs[file].inputs);
    return inputs.length > 0 && inputs.every((input) => RUNTIME_MODULE.test(input));
  });
  const shop = Object.keys(outputs).find((file) => outputs[file].group === 'shop');
  if (!runtime || !shop) return undefined;
  const imports = (/** @type {string} */ file) =>
    outputs[file].imports.some(
      (/** @type {{path: string, kind: string}} */ dep) =>
        dep.path === runtime && dep.kind === 'import-statement',
    );
  const consumers = Object.keys(outputs).filter((file) => file !== shop && imports(file));
  const shopClosure = staticClosure(shop);
  if (!imports(shop) || consumers.some((file) => shopClosure.has(file))) return undefined;

  // The metafile's keys are paths from packages/embed (this folder).
  const url = (/** @type {string} */ file) => new URL(file, import.meta.url);
  const runtimeName = path.posix.basename(runtime);
  const shopName = path.posix.basename(shop);
  const runtimeCode = await readFile(url(runtime), 'utf8');
  const runtimeExports = exportsOf(runtimeCode);
  let shopCode = await readFile(url(shop), 'utf8');
  const shopImport = importOf(shopCode, runtimeName);
  if (!runtimeExports || !shopImport) return undefined;

  // The helpers' names in the shop file: `_0`, `_1`… (unused there), exported as such.
  const taken = new Set(shopCode.match(/[\w$]+/g));
  /** @type {Map<string, string>} runtime export → its name in the shop file */
  const names = new Map();
  for (let n = 0; names.size < runtimeExports.pairs.length; n++)
    if (!taken.has(`_${n}`)) names.set(runtimeExports.pairs[names.size]?.[1] ?? '', `_${n}`);
  const mine = [...names.values()];
  const body = runtimeCode.slice(0, runtimeExports.at);
  const line =
    `const[${mine.join(',')}]=(()=>{${body};return[${runtimeExports.pairs.map(([local]) => local).join(',')}]})()` +
    shopImport.bindings.map(([imported, local]) => `,${local}=${names.get(imported)}`).join('') +
    ';\n';
  shopCode =
    line +
    shopCode.slice(0, shopImport.at) +
    ' '.repeat(shopImport.statement.length) +
    shopCode.slice(shopImport.at + shopImport.statement.length) +
    `export{${mine.join(',')}};`;

  // The other chunks: the same statement, from the shop file.
  /** @type {[string, string][]} */
  const rewritten = [];
  for (const file of consumers) {
    const code = await readFile(url(file), 'utf8');
    const found = importOf(code, runtimeName);
    if (!found) return undefined;
    const statement = `import{${found.bindings.map(([imported, local]) => `${names.get(imported)} as ${local}`).join(',')}}from"${found.prefix}${shopName}";`;
    if (statement.length > found.statement.length) return undefined;
    const padded = statement + ' '.repeat(found.statement.length - statement.length);
    rewritten.push([file, code.slice(0, found.at) + padded + code.slice(found.at + found.statement.length)]);
  }

  // Nothing has been written yet: now all of it.
  for (const [file, code] of rewritten) await writeFile(url(file), code);
  await writeFile(url(shop), shopCode);
  const shopMap = JSON.parse(await readFile(url(`${shop}.map`), 'utf8').catch(() => 'null'));
  if (shopMap) {
    shopMap.mappings = `;${shopMap.mappings}`;
    await writeFile(url(`${shop}.map`), JSON.stringify(shopMap));
  }
  await rm(url(runtime), { force: true });
  await rm(url(`${runtime}.map`), { force: true });
  const change = { runtime: runtimeName, shop: shopName, shopBytes: Buffer.byteLength(shopCode) };
  applyRuntimeMerge(metafile, change);
  return change;
}

/**
 * The metafile of a build whose runtime went into the shop file (`runtimeIntoShop`): the runtime
 * chunk gone, its importers importing the shop file, the shop file holding the runtime module.
 * @param {{ outputs: Record<string, any> }} metafile
 * @param {{ runtime: string, shop: string, shopBytes: number }} change
 */
export function applyRuntimeMerge(metafile, { runtime, shop, shopBytes }) {
  const outputs = metafile.outputs;
  const named = (/** @type {string} */ name) =>
    Object.keys(outputs).find((file) => path.posix.basename(file) === name) ?? '';
  const [runtimeFile, shopFile] = [named(runtime), named(shop)];
  const runtimeInputs = outputs[runtimeFile]?.inputs ?? {};
  delete outputs[runtimeFile];
  for (const [file, output] of Object.entries(outputs)) {
    const deps = output.imports.map((/** @type {{path: string, kind: string}} */ dep) =>
      dep.path === runtimeFile ? { ...dep, path: shopFile } : dep,
    );
    output.imports = deps.filter(
      (/** @type {{path: string, kind: string}} */ dep, /** @type {number} */ index) =>
        dep.path !== file &&
        deps.findIndex((other) => other.path === dep.path && other.kind === dep.kind) === index,
    );
  }
  const shopOutput = outputs[shopFile];
  shopOutput.bytes = shopBytes;
  shopOutput.inputs = { ...runtimeInputs, ...shopOutput.inputs };
}
