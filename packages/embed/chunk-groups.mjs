// @ts-check
/**
 * Which modules travel in one file. Left to itself, a bundler splits shared code by the set of
 * islands that use it: a product page then downloads a dozen small shared chunks, each gzipped
 * on its own, so each starts with an empty dictionary (the same code as one file is ~13 KB smaller
 * gzipped) and each is a request. Two groups hold what always travels together:
 *
 * - `react`: React, react-dom and the scheduler, the view runtime (one root, portals), core's
 *   React UI (modal, popover, dropdown, toast, their floating-ui) and `lazyView`'s root. A page
 *   downloads it when its first view opens, never before; every view (the rating widget, the
 *   gallery viewer, the size chart's dialog) needs all of it.
 * - `shop`: every shared module that a site-wide island uses — the islands whose markup every
 *   page of the shop prints (`SITE_WIDE_ISLANDS`): config, props, texts, the HTTP client, cookies,
 *   the cart session… Every page downloads these anyway, as soon as its islands start; as one
 *   file they cost less. The list is measured, not kept by hand: `build.mjs` bundles once without
 *   groups and reads which modules those islands' chunks hold (tree-shaken), then bundles again.
 *
 * Everything else is split by use, as before: island chunks (`islands/<name>.js`), messages per
 * locale, keen-slider, DOMPurify, the block and cart-page helpers some islands share. The loader's
 * own modules (`core/src/{loader,strategies,island,configure,snapshot-store}`) are in no group:
 * the loader must not import a group, and `build.mjs` fails the build if it would.
 */

/**
 * Islands on every page of the shop: the header's mini cart, the notices wrapper, order
 * attribution, the store notice and product-blocks' sales popups.
 */
export const SITE_WIDE_ISLANDS = [
  'mini-cart',
  'notices',
  'store-notice',
  'order-attribution',
  'sales-notification',
];

/** The groups' names, which are also their files' names (`chunks/<name>-<hash>.js`). */
export const GROUP_NAMES = ['react', 'shop'];

/** Path fragments (forward slashes) of the React group's modules. */
const REACT = [
  '/node_modules/react/',
  '/node_modules/react-dom/',
  '/node_modules/scheduler/',
  '/node_modules/@floating-ui/',
  '/core/src/runtime/',
  '/core/src/ui/modal/',
  '/core/src/ui/popover/',
  '/core/src/ui/dropdown/',
  '/core/src/ui/toast/',
  '/core/src/ui/shared/',
  '/core/src/behaviour/view-root.ts',
];

/** Never grouped: the loader's own modules, and anything inside an island's folder. */
const UNGROUPED = [
  /\/core\/src\/(loader|strategies|island|configure|snapshot-store)\//,
  /\/src\/islands\//,
  /\/embed\/src\//,
  /^\0?firsat:islands/,
];

const slashes = (/** @type {string} */ id) => id.replaceAll('\\', '/');

/**
 * The groups, given the modules the site-wide islands use (absolute ids, from a first build).
 * @param {Set<string>} siteWideModules
 */
export function chunkGroups(siteWideModules) {
  /** The group a module belongs to, or undefined. */
  const groupOf = (/** @type {string} */ id) => {
    const path = slashes(id);
    if (UNGROUPED.some((pattern) => pattern.test(path))) return undefined;
    if (REACT.some((fragment) => path.includes(fragment))) return 'react';
    if (siteWideModules.has(id)) return 'shop';
    return undefined;
  };
  return {
    groupOf,
    /** rolldown's `output.codeSplitting`: each group takes its own modules and nothing more. */
    codeSplitting: {
      includeDependenciesRecursively: false,
      groups: GROUP_NAMES.map((name) => ({
        name,
        test: (/** @type {string} */ id) => groupOf(id) === name,
      })),
    },
  };
}

/**
 * The modules (absolute ids) that the site-wide islands' chunks and their static imports hold,
 * read from a build without groups; tree-shaken modules (nothing rendered) don't count.
 * @param {import('rolldown').RolldownOutput['output']} output
 * @param {RegExp} islandChunk matches an island's module id, its name in group 1
 */
export function siteWideModulesOf(output, islandChunk) {
  /** @type {Map<string, import('rolldown').OutputChunk>} */
  const chunks = new Map();
  for (const item of output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const modules = new Set();
  const seen = new Set();
  const visit = (/** @type {string} */ file) => {
    const chunk = chunks.get(file);
    if (!chunk || chunk.isEntry || seen.has(file)) return; // the loader's file is not the shop's
    seen.add(file);
    for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) modules.add(id);
    for (const dep of chunk.imports) visit(dep);
  };
  for (const chunk of chunks.values()) {
    const island = islandChunk.exec(slashes(chunk.facadeModuleId ?? ''))?.[1];
    if (island && SITE_WIDE_ISLANDS.includes(island)) visit(chunk.fileName);
  }
  return modules;
}
