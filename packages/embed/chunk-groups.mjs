// @ts-check
/**
 * Which modules travel in one file. Left to itself, a bundler splits shared code by the set of
 * islands that use it: a product page then downloads a dozen small shared chunks and an island
 * chunk per island, each gzipped on its own, so each starts with an empty dictionary (the same
 * code as one file is ~13 KB smaller gzipped) and each is a request. Groups hold what always
 * travels together:
 *
 * - `loader`: the loader's own modules (the registry, strategies, `scan`…), which islands use
 *   too. `firsat.js` keeps only the entry and the island table and imports this file, so that no
 *   chunk ever imports `firsat.js` itself: a page that loads it under another URL (WordPress adds
 *   `?ver=`) would otherwise run a second loader.
 * - `react`: React, react-dom and the scheduler, the view runtime (one root, portals), core's
 *   React UI (the modal and its floating-ui) and `lazyView`'s root. A page
 *   downloads it when its first view opens, never before; every view (the rating widget, the
 *   gallery viewer, the size chart's dialog) needs all of it.
 * - page groups (`PAGE_GROUPS`): the islands on every page of a kind, with the shared modules
 *   they use. `shop`: the site-wide islands, with config, props, texts, the HTTP client, cookies,
 *   the cart session… which every page downloads anyway as soon as its islands start. `product`:
 *   the islands on every single product page, with what only they use.
 * - each page group's texts per locale (`shop-tr`, `product-en`…): a page still downloads its
 *   own locale's texts only.
 *
 * The loader's and the page groups' modules are measured, not listed: `build.mjs` bundles once
 * without groups, reads which modules the loader and those islands' chunks hold (tree-shaken),
 * then bundles again with the groups. Everything else is split by use, as before: the other
 * islands' chunks (`islands/<name>.js`), their texts, keen-slider, DOMPurify, the block and
 * cart-page helpers some islands share. `build.mjs` checks the output: no chunk imports
 * `firsat.js`, the loader imports no group but its own, no page group imports React, and no two
 * chunks import each other statically.
 */

/**
 * Page groups: islands that are on every page of a kind travel together, with the shared modules
 * they use (measured: `measureGroups`). Views can't be in one (a page group is on the first
 * load; React is not).
 */
export const PAGE_GROUPS = {
  /** Every page of the shop: the header's mini cart, the notices wrapper, order attribution, the store notice, product-blocks' sales popups. */
  shop: ['mini-cart', 'notices', 'store-notice', 'order-attribution', 'sales-notification'],
  /** Every single product page: WooCommerce's gallery and tabs, product-blocks' views counter and share buttons, the sticky add-to-cart bar. */
  product: ['product-gallery', 'product-tabs', 'product-views', 'share-buttons', 'sticky-cart'],
};

/** The locales whose texts are catalogues of their own (`messages/<locale>.ts`): one file a page. */
const LOCALES = ['tr', 'en'];

/**
 * The groups' names, which are also their files' names (`chunks/<name>-<hash>.js`): the loader's,
 * React's, each page group, and each page group's texts per locale (`shop-tr`: the texts of the
 * shop group's islands and of core, in Turkish), so that a page still downloads its own locale's
 * only.
 */
export const GROUP_NAMES = [
  'loader',
  'react',
  ...Object.keys(PAGE_GROUPS),
  ...Object.keys(PAGE_GROUPS).flatMap((group) => LOCALES.map((locale) => `${group}-${locale}`)),
];

/** Path fragments (forward slashes) of the React group's modules. */
const REACT = [
  '/node_modules/react/',
  '/node_modules/react-dom/',
  '/node_modules/scheduler/',
  '/node_modules/@floating-ui/',
  '/core/src/runtime/',
  '/core/src/ui/modal/',
  '/core/src/ui/shared/',
  '/core/src/behaviour/view-root.ts',
];

/**
 * Never grouped: the entry and the island tables, which stay in `firsat.js` and the family
 * tables, and rolldown's own helpers (a chunk of their own, which it does not let a group take).
 */
const UNGROUPED = [/\/embed\/src\//, /^\0?firsat:islands/, /^\0?rolldown\/runtime/];

/**
 * Shared modules that are one file whoever uses them, when they are in no group: each pair would
 * otherwise be split by its users into two small files, both on every page that has either. The
 * focus list's rules (model.ts) and its listener (keys.ts): the rules' extra users, the rating
 * and the product search, are on pages whose other islands (product tabs, variation form) bind
 * the listener anyway. The header cart dropdown (mini-cart's `header-cart.ts`, which the mini
 * cart imports on the first press or focus in the header cart) and the kit's disclosure, its one
 * user in an island: one file, not two (`Firsat.kit()` imports it too).
 */
const SHARED_FILES = {
  'focus-list': /\/core\/src\/kit\/focus-list\/(model|keys)\.ts$/,
  'header-cart': /\/(cart\/src\/islands\/mini-cart\/header-cart|core\/src\/kit\/disclosure\/disclosure)\.ts$/,
};

const slashes = (/** @type {string} */ id) => id.replaceAll('\\', '/');

/**
 * The groups, given the measured modules (absolute ids, from a first build): the loader's, and
 * each page group's. A module used by two page groups goes to the first (`shop` before
 * `product`).
 * @param {{ loader: Set<string>, pages: Record<string, Set<string>> }} measured
 */
export function chunkGroups({ loader, pages: pageGroupModules }) {
  /** A catalogue's folder (`…/messages/`) → the page group whose modules use it. */
  const catalogueFolders = new Map();
  for (const [group, modules] of Object.entries(pageGroupModules))
    for (const id of modules) {
      const folder = /^(.*\/messages\/)[^/]+$/.exec(slashes(id))?.[1];
      if (folder && !catalogueFolders.has(folder)) catalogueFolders.set(folder, group);
    }
  /** The group a module belongs to, or undefined. */
  const groupOf = (/** @type {string} */ id) => {
    const path = slashes(id);
    if (UNGROUPED.some((pattern) => pattern.test(path))) return undefined;
    if (loader.has(id)) return 'loader';
    if (REACT.some((fragment) => path.includes(fragment))) return 'react';
    const catalogue = /^(.*\/messages\/)([a-z]{2})\.ts$/.exec(path);
    if (catalogue?.[2] && LOCALES.includes(catalogue[2]) && catalogueFolders.has(catalogue[1]))
      return `${catalogueFolders.get(catalogue[1])}-${catalogue[2]}`;
    return Object.keys(PAGE_GROUPS).find((group) => pageGroupModules[group]?.has(id));
  };
  return {
    groupOf,
    /** rolldown's `output.codeSplitting`: each group takes its own modules and nothing more. */
    codeSplitting: {
      includeDependenciesRecursively: false,
      groups: [
        ...GROUP_NAMES.map((name) => ({
          name,
          test: (/** @type {string} */ id) => groupOf(id) === name,
        })),
        // Shared modules that always travel together, outside the groups above.
        ...Object.entries(SHARED_FILES).map(([name, pattern]) => ({
          name,
          test: (/** @type {string} */ id) => !groupOf(id) && pattern.test(slashes(id)),
        })),
      ],
    },
  };
}

/**
 * The loader's modules (the entry's file and what it imports statically) and, for each page
 * group, its modules (absolute ids), read from a build without groups: what its islands' chunks
 * and their static imports hold (tree-shaken modules, nothing rendered, don't count). The first
 * page group is on every page, so it takes every module its islands use; a later one only the
 * modules no island outside it uses (keen-slider, say, serves the gallery and the product
 * slider: in the product group it would bring the product islands to every slider).
 * @param {import('rolldown').RolldownOutput['output']} output
 * @param {RegExp} islandChunk matches an island's module id, its name in group 1
 * @returns {{ loader: Set<string>, pages: Record<string, Set<string>> }}
 */
export function measureGroups(output, islandChunk) {
  /** @type {Map<string, import('rolldown').OutputChunk>} */
  const chunks = new Map();
  for (const item of output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  /** The modules (rendered, not tree-shaken) of a chunk and of what it imports statically. */
  const modulesFrom = (/** @type {string} */ start, { pastEntry = true } = {}) => {
    const modules = new Set();
    const seen = new Set();
    const visit = (/** @type {string} */ file) => {
      const chunk = chunks.get(file);
      if (!chunk || seen.has(file) || (!pastEntry && chunk.isEntry)) return;
      seen.add(file);
      for (const [id, module] of Object.entries(chunk.modules))
        if (module.renderedLength > 0) modules.add(id);
      for (const dep of chunk.imports) visit(dep);
    };
    visit(start);
    return modules;
  };
  /** module id → the islands whose chunk or its static imports hold it (the loader's file aside) */
  const users = new Map();
  for (const chunk of chunks.values()) {
    const island = islandChunk.exec(slashes(chunk.facadeModuleId ?? ''))?.[1];
    if (!island) continue;
    for (const id of modulesFrom(chunk.fileName, { pastEntry: false }))
      users.set(id, (users.get(id) ?? new Set()).add(island));
  }
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const loader = entry ? modulesFrom(entry.fileName) : new Set();
  /** @type {Record<string, Set<string>>} */
  const pages = {};
  Object.entries(PAGE_GROUPS).forEach(([group, islands], index) => {
    pages[group] = new Set(
      [...users]
        .filter(([id]) => !loader.has(id))
        .filter(([, by]) => [...by].some((island) => islands.includes(island)))
        .filter(([, by]) => index === 0 || [...by].every((island) => islands.includes(island)))
        .map(([id]) => id),
    );
  });
  return { loader, pages };
}
