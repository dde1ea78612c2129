// @ts-check
/**
 * The floor-plan check: reads every import of a source tree (type-only and dynamic ones included,
 * through TypeScript's own pre-processor) and reports the three ways a tree loses its plan:
 *
 * - **deep import**: a file reaches into another folder past that folder's `index.ts`. Files of one
 *   folder import each other freely; a folder that holds only folders (`islands/`, `shared/`) is a
 *   grouping and is looked through, so `islands/mini-cart/x.ts` enters `shared/cart-session/` by
 *   its index, never by `shared/cart-session/session.ts`.
 * - **folder cycle**: the folder graph (an edge from the importing folder to the folder it enters)
 *   has a cycle, sub-folders included.
 * - **layer**: an import goes up the root's layers (`layers.json`), or, in an island package, a
 *   `shared/` area imports an island or one island imports another.
 *
 * `checkTree(root, options)` is the pure API the test feeds; `check.mjs` runs it over the repo.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.d.ts', '.mjs', '.js', '.json'];
const IGNORED_DIRS = new Set(['node_modules', 'dist', '.data', 'storybook-static']);

/**
 * @typedef {{ kind: 'deep-import' | 'cycle' | 'layer' | 'outside-root' | 'unresolved' | 'unlayered' | 'list-keys'
 *             | 'history' | 'request-life' | 'focus-trap' | 'island-role' | 'island-http' | 'model-dom',
 *             file: string, message: string }} Violation
 * @typedef {{ layers?: string[][], islandPackage?: boolean }} TreeOptions
 */

/** @param {string} dir @returns {string[]} every source file under dir (relative, '/'-separated) */
function sourceFiles(dir, base = dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (IGNORED_DIRS.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full, base));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
      out.push(toPosix(relative(base, full)));
  }
  return out;
}

/** @param {string} p */
const toPosix = (p) => p.split(sep).join('/');
/** @param {string} file */
const folderOf = (file) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
/** @param {string} folder */
const segments = (folder) => (folder === '' ? [] : folder.split('/'));

/**
 * Resolves a relative specifier the way the bundler does (extensionless, `.js` standing for
 * `.ts`, folder → index), to a path relative to the root, or null.
 * @param {string} root @param {string} fromFile @param {string} spec
 */
function resolveSpecifier(root, fromFile, spec) {
  const base = resolve(root, folderOf(fromFile), spec);
  const stems = [base];
  if (/\.(m?js)$/.test(base)) stems.push(base.replace(/\.(m?js)$/, ''));
  for (const stem of stems) {
    if (existsSync(stem) && statSync(stem).isFile()) return toPosix(relative(root, stem));
    for (const ext of RESOLVE_EXTENSIONS) {
      if (existsSync(stem + ext)) return toPosix(relative(root, stem + ext));
    }
    if (existsSync(stem) && statSync(stem).isDirectory()) {
      for (const ext of RESOLVE_EXTENSIONS) {
        const index = join(stem, `index${ext}`);
        if (existsSync(index)) return toPosix(relative(root, index));
      }
    }
  }
  return null;
}

/**
 * A grouping folder holds only folders (and perhaps a README): it has no module of its own,
 * so the check looks through it.
 * @param {string} root @param {string} folder
 */
function isGrouping(root, folder) {
  if (folder === '') return false;
  return readdirSync(join(root, folder), { withFileTypes: true }).every(
    (entry) => entry.isDirectory() || entry.name.toLowerCase() === 'readme.md',
  );
}

/** @param {string} file */
const isIndex = (file) => /(^|\/)index\.(ts|tsx|mts|mjs|js)$/.test(file);

/**
 * The first non-grouping folder on the way from `common` down to `folder` (`folder` itself at
 * the latest): the unit an import enters, or leaves.
 * @param {string} root @param {string} common @param {string} folder
 */
function unitBelow(root, common, folder) {
  const rest = segments(folder).slice(segments(common).length);
  let current = common;
  for (const segment of rest) {
    current = current === '' ? segment : `${current}/${segment}`;
    if (!isGrouping(root, current)) return current;
  }
  return folder;
}

/** @param {string} a @param {string} b */
function commonFolder(a, b) {
  const sa = segments(a);
  const sb = segments(b);
  const out = [];
  for (let i = 0; i < Math.min(sa.length, sb.length) && sa[i] === sb[i]; i++) out.push(sa[i]);
  return out.join('/');
}

/**
 * @param {string} root absolute path of the tree
 * @param {TreeOptions} [options]
 * @returns {Violation[]}
 */
export function checkTree(root, options = {}) {
  /** @type {Violation[]} */
  const violations = [];
  /** @type {Map<string, Set<string>>} folder → folders it enters */
  const graph = new Map();
  /** @type {Map<string, string>} "from→to" → an example file, to name in a cycle report */
  const witness = new Map();
  const layerOf = new Map();
  (options.layers ?? []).forEach((layer, index) => {
    for (const entry of layer) layerOf.set(entry, index);
  });

  /** @param {string} from @param {string} to @param {string} file */
  const edge = (from, to, file) => {
    if (from === to) return;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)?.add(to);
    if (!witness.has(`${from}→${to}`)) witness.set(`${from}→${to}`, file);
  };

  for (const file of sourceFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    const top = file.split('/')[0] ?? file;
    if (options.layers && !layerOf.has(top)) {
      violations.push({ kind: 'unlayered', file, message: `${top} is in no layer of layers.json` });
    }
    for (const { fileName: spec } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!spec.startsWith('.')) continue;
      const target = resolveSpecifier(root, file, spec);
      if (target === null) {
        const outside = !resolve(root, folderOf(file), spec).startsWith(root + sep);
        violations.push(
          outside
            ? {
                kind: 'outside-root',
                file,
                message: `'${spec}' leaves ${toPosix(root)}: import the package by name`,
              }
            : { kind: 'unresolved', file, message: `'${spec}' resolves to nothing` },
        );
        continue;
      }
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to) continue;
      const common = commonFolder(from, to);
      const source = unitBelow(root, common, from);
      if (to === common) {
        // Up into an ancestor's own files: allowed, but the ancestor then depends on us both ways
        // if it also imports this folder — the cycle check sees it.
        edge(source, to, file);
      } else {
        const gate = unitBelow(root, common, to);
        const enteredByIndex = folderOf(target) === gate && isIndex(target);
        if (!enteredByIndex) {
          violations.push({
            kind: 'deep-import',
            file,
            message: `'${spec}' reaches into ${gate}/ past its index.ts`,
          });
        }
        edge(source, gate, file);
        if (source !== from) edge(from, gate, file);
      }
      const layerMessage = layerViolation(options, layerOf, file, target);
      if (layerMessage) violations.push({ kind: 'layer', file, message: `'${spec}': ${layerMessage}` });
    }
  }

  for (const cycle of findCycles(graph)) {
    const path = [...cycle, cycle[0]];
    const files = path.slice(0, -1).map((f, i) => witness.get(`${f}→${path[i + 1]}`));
    violations.push({
      kind: 'cycle',
      file: files[0] ?? '',
      message: `folder cycle ${path.map((f) => f || '.').join(' → ')} (via ${files.join(', ')})`,
    });
  }
  return violations;
}

/**
 * @param {TreeOptions} options @param {Map<string, number>} layerOf
 * @param {string} file @param {string} target
 * @returns {string | null}
 */
function layerViolation(options, layerOf, file, target) {
  const [fromTop = '', fromSecond] = file.split('/');
  const [toTop = '', toSecond] = target.split('/');
  if (options.layers) {
    const fromLayer = layerOf.get(fromTop);
    const toLayer = layerOf.get(toTop);
    if (fromLayer !== undefined && toLayer !== undefined && toLayer > fromLayer) {
      return `${fromTop} (layer ${fromLayer}) imports ${toTop} (layer ${toLayer}), a higher layer`;
    }
  }
  if (options.islandPackage) {
    const fromRootFile = !file.includes('/');
    if (!fromRootFile && !target.includes('/'))
      return `imports the package entry ${target}, which imports it`;
    if (fromTop === 'shared' && toTop === 'islands') return 'shared code imports an island';
    if (fromTop === 'islands' && toTop === 'islands' && fromSecond !== toSecond) {
      return `island ${fromSecond} imports island ${toSecond}: move what both need to shared/`;
    }
  }
  return null;
}

/**
 * Every elementary cycle is too many to print; one cycle per strongly connected component
 * (Tarjan) names each knot once.
 * @param {Map<string, Set<string>>} graph
 * @returns {string[][]}
 */
export function findCycles(graph) {
  let counter = 0;
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const cycles = [];

  /** @param {string} node */
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      /** @type {string[]} */ const component = [];
      let member;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(cycleWithin(graph, new Set(component), node));
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

/**
 * One concrete cycle through `start` inside a strongly connected component (breadth-first, so
 * the shortest), for a readable report.
 * @param {Map<string, Set<string>>} graph @param {Set<string>} component @param {string} start
 */
function cycleWithin(graph, component, start) {
  /** @type {Map<string, string>} */ const parent = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(/** @type {string} */ (parent.get(path[0] ?? '')));
        return path;
      }
      if (!parent.has(next)) {
        parent.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/**
 * The keyboard list (issue 20): arrows move through a list in one place, core's behaviour kit
 * (`packages/core/src/kit/focus-list/`). A file outside it that names an arrow key as a string
 * (`key === 'ArrowDown'`, `case 'ArrowLeft':`, `{ ArrowUp: … }`) is writing its own list.
 * Tests, specs and stories press the keys and are not checked. What arrows drive that is not a
 * list — a carousel's or a viewer's slides, a range — is allowed here, each with its reason.
 * Keys: repo-relative paths; one ending in `/` allows a folder.
 * @type {Record<string, string>}
 */
export const LIST_KEY_EXCEPTIONS = {
  'packages/core/src/kit/': 'the behaviour kit: its focus list is the one keyboard list',
  'packages/blocks/src/islands/product-slider/':
    'a carousel: Left and Right turn its slides (keen-slider), there is no current item to move to',
  'packages/cart/src/islands/product-gallery/gallery-viewer.tsx':
    'the full-screen image viewer: Left and Right show the previous or next picture, a carousel',
};

const ARROW_KEY = /(['"`])Arrow(?:Up|Down|Left|Right)\1|\bArrow(?:Up|Down|Left|Right)\s*:/;
const PRESSES_KEYS = /\.(test|spec|stories)\.[cm]?[jt]sx?$/;

/** Whether a root-relative file is one of `exceptions`' paths (or under a folder ending in `/`). */
const allowedBy = (exceptions = {}) => {
  const paths = Object.keys(exceptions);
  return (/** @type {string} */ file) =>
    paths.some((path) => (path.endsWith('/') ? file.startsWith(path) : file === path));
};

/**
 * Files under `root` that handle arrow keys for a list outside the kit: one violation each, the
 * first line naming an arrow. `exceptions`: root-relative paths (or folders ending in `/`) allowed.
 * @param {string} root @param {{ exceptions?: Record<string, string> }} [options]
 * @returns {Violation[]}
 */
export function checkListKeys(root, options = {}) {
  const allowed = allowedBy(options.exceptions);
  /** @type {Violation[]} */
  const violations = [];
  for (const file of sourceFiles(root)) {
    if (PRESSES_KEYS.test(file)) continue;
    if (allowed(file)) continue;
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    const at = lines.findIndex((line) => ARROW_KEY.test(line));
    if (at < 0) continue;
    violations.push({
      kind: 'list-keys',
      file,
      message: `line ${at + 1} handles an arrow key: move through a list with bindFocusList or focusListTarget (@firsat/core/kit), or allow a non-list in LIST_KEY_EXCEPTIONS with its reason`,
    });
  }
  return violations;
}

/**
 * The focus trap (issue 20): Tab is kept inside a dialog in one place, core's behaviour kit
 * (`packages/core/src/kit/focus-trap/`, which the kit's dialog and core's React `useFocusScope`
 * use). A file outside it that names the Tab key as a string and, within the next lines, both
 * prevents the default and moves focus is trapping Tab itself. A Tab that only closes something
 * (a dropdown) passes; tests, specs and stories press Tab and are not checked.
 * Keys: repo-relative paths; one ending in `/` allows a folder.
 * @type {Record<string, string>}
 */
export const FOCUS_TRAP_EXCEPTIONS = {
  'packages/core/src/kit/': 'the behaviour kit: its focus-trap/ is the one focus trap in the tree',
};

const TAB_KEY = /(['"`])Tab\1/;
/** How many lines after the one naming Tab its handling is looked for. */
const TRAP_WINDOW = 12;

/**
 * Files under `root` that trap Tab outside the kit: one violation each, at the first line naming
 * Tab that is followed (within 12 lines) by a `preventDefault(` and a `.focus(`.
 * `exceptions`: root-relative paths (or folders ending in `/`) allowed.
 * @param {string} root @param {{ exceptions?: Record<string, string> }} [options]
 * @returns {Violation[]}
 */
export function checkFocusTraps(root, options = {}) {
  const allowed = allowedBy(options.exceptions);
  /** @type {Violation[]} */
  const violations = [];
  for (const file of sourceFiles(root)) {
    if (PRESSES_KEYS.test(file)) continue;
    if (allowed(file)) continue;
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    const at = lines.findIndex((line, i) => {
      if (!TAB_KEY.test(line)) return false;
      const handling = lines.slice(i, i + TRAP_WINDOW + 1).join('\n');
      return handling.includes('preventDefault(') && /\.focus\(/.test(handling);
    });
    if (at < 0) continue;
    violations.push({
      kind: 'focus-trap',
      file,
      message: `line ${at + 1} traps Tab (prevents it and moves focus): keep focus in a dialog with dialog() or trapFocus (@firsat/core/kit)`,
    });
  }
  return violations;
}

/**
 * The one address writer and the one request rule (issue 20): the history is written, and Back
 * and Forward heard, in core's behaviour kit (`packages/core/src/kit/address/`), and a request's
 * life (its AbortController, the busy flag, the stale reply dropped) is the kit's
 * `createLatest` (`packages/core/src/kit/request/`). Outside core, a file that calls
 * `history.pushState` / `replaceState`, listens to `popstate`, or makes an AbortController is
 * hand-writing one of them. Tests, specs and stories set up pages and are not checked. What is
 * legitimately not a request — a controller that only removes an island's own listeners — is
 * allowed here, each with its reason. Core is not checked: the kit is there. Keys: repo-relative
 * paths; one ending in `/` allows a folder.
 * @type {Record<string, string>}
 */
export const HISTORY_AND_REQUEST_EXCEPTIONS = {
  'packages/blocks/src/shared/listing-tests/':
    "the listing islands' test helpers: they put the test page back at its address between tests",
  'packages/blocks/src/islands/product-filter/session.ts':
    "`ended` is the filter session's lifetime (its popstate subscription ends with the last block), not a request",
  'packages/blocks/src/islands/sales-notification/sales-notification.ts':
    "each popup's controller removes that popup's listeners (and `waiting` its scroll and resize listeners) when it goes; no request",
  // the same file once it is renamed behaviour.ts (the folder contract)
  'packages/blocks/src/islands/sales-notification/behaviour.ts':
    "each popup's controller removes that popup's listeners (and `waiting` its scroll and resize listeners) when it goes; no request",
  'packages/cart/src/islands/mini-cart/wake-header-cart.ts':
    "`waiting` removes the listeners that wait for the header cart's first press or focus once its code came; no request",
  'packages/cart/src/shared/variation-swatches/bind-swatches.ts':
    "`keys` ends the rows' focus lists when the swatches unbind; no request",
};

const HISTORY_WRITE = /\bhistory\.(?:pushState|replaceState)\s*\(/;
const POPSTATE = /addEventListener\(\s*(['"`])popstate\1/;
const REQUEST_LIFE = /\bnew\s+AbortController\s*\(/;
const SETS_UP_PAGES = /\.(test|spec|stories)\.[cm]?[jt]sx?$/;

/**
 * Files under `root` that write the history, listen to `popstate` or make an AbortController
 * outside the kit: one violation per rule and file, at the first line that breaks it.
 * `exceptions`: root-relative paths (or folders ending in `/`) allowed.
 * @param {string} root @param {{ exceptions?: Record<string, string> }} [options]
 * @returns {Violation[]}
 */
export function checkHistoryAndRequests(root, options = {}) {
  const allowed = allowedBy(options.exceptions);
  /** @type {Violation[]} */
  const violations = [];
  const rules = /** @type {const} */ ([
    [
      'history',
      HISTORY_WRITE,
      'writes the history: write the address with writeAddress / writeQuery (@firsat/core/kit)',
    ],
    [
      'history',
      POPSTATE,
      'listens to popstate: hear Back and Forward with onAddressChange (@firsat/core/kit)',
    ],
    [
      'request-life',
      REQUEST_LIFE,
      'makes an AbortController: run the request with createLatest (@firsat/core/kit), or allow what is not a request in HISTORY_AND_REQUEST_EXCEPTIONS with its reason',
    ],
  ]);
  for (const file of sourceFiles(root)) {
    if (SETS_UP_PAGES.test(file)) continue;
    if (allowed(file)) continue;
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    for (const [kind, pattern, what] of rules) {
      const at = lines.findIndex((line) => pattern.test(line));
      if (at >= 0) violations.push({ kind, file, message: `line ${at + 1} ${what}` });
    }
  }
  return violations;
}

/**
 * The island folder contract (issue 20): every island folder names its roles the same way, so a
 * reader — and this check — knows where each thing is.
 *
 * - **role**: the island's own code is `behaviour.ts` (a behaviour's bind) or `view.tsx` (a view
 *   island's component); `island.ts` is the chunk that wires it to its props and messages.
 * - **island-http**: only `client.ts` reaches HTTP: no other file of the folder imports `ky`,
 *   takes a request maker (`shopAjax`, `adminAjax`, `rest`, `get`, `postTo`, `cartQueue`, the
 *   client itself) from `@firsat/core/http`, calls `fetch(` or makes an `XMLHttpRequest`. Error
 *   and logging helpers of `@firsat/core/http` (`isHttpError`, `logBlockFailure`, types…) are no
 *   request and may be used anywhere. Tests, `fixtures.ts` and test pages (`test-*.ts`) stub the
 *   network and are not checked.
 * - **model-dom**: `model.ts` is pure state and rules: it names no `document` or `window`, no
 *   `Element` / `Node` / `HTML…Element` type or value, and calls no `querySelector` or
 *   `addEventListener`; reading the printed markup is `markup.ts`'s job.
 *
 * Read through TypeScript's parser, so comments and strings never count. `shared/` areas are not
 * held to the roles: an area is a service several islands call (the cart session's queue, the
 * block requests), often a request in itself; one that has a request beside other things keeps
 * it in its own `client.ts` (`cart-coupon/`, `loop-variation-add-to-cart/`). Only `islands/<name>/`
 * folders are checked. `exceptions`: root-relative island folders (ending in `/`) or files left
 * out, each with its reason.
 * @param {string} root a package's `src/` @param {{ exceptions?: Record<string, string> }} [options]
 * @returns {Violation[]}
 */
export function checkIslandContract(root, options = {}) {
  const allowed = allowedBy(options.exceptions);
  const islands = join(root, 'islands');
  /** @type {Violation[]} */
  const violations = [];
  if (!existsSync(islands)) return violations;
  for (const entry of readdirSync(islands, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = `islands/${entry.name}`;
    if (allowed(`${folder}/`)) continue;
    const files = sourceFiles(join(root, folder)).map((file) => `${folder}/${file}`);
    if (!files.includes(`${folder}/behaviour.ts`) && !files.includes(`${folder}/view.tsx`)) {
      violations.push({
        kind: 'island-role',
        file: folder,
        message: "has neither behaviour.ts (a behaviour's bind) nor view.tsx (a view island's component)",
      });
    }
    for (const file of files) {
      if (allowed(file) || NOT_CHECKED_FOR_HTTP.test(file)) continue;
      const source = ts.createSourceFile(
        file,
        readFileSync(join(root, file), 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      );
      const name = file.slice(folder.length + 1);
      if (name !== 'client.ts') {
        const http = findHttp(source);
        if (http)
          violations.push({
            kind: 'island-http',
            file,
            message: `line ${http.line} ${http.what}: only the island's client.ts reaches HTTP`,
          });
      }
      if (name === 'model.ts') {
        const dom = findDom(source);
        if (dom)
          violations.push({
            kind: 'model-dom',
            file,
            message: `line ${dom.line} names ${dom.what}: a model touches no DOM (read the markup in markup.ts, change it in behaviour.ts)`,
          });
      }
    }
  }
  return violations;
}

/** Tests, fixtures and test pages stub the network; they are not held to the client rule. */
const NOT_CHECKED_FOR_HTTP = /(\.(test|spec|stories)\.[cm]?[jt]sx?$)|(\/fixtures\.ts$)|(\/test-[^/]*\.tsx?$)/;

/** What of `@firsat/core/http` makes a request (the rest is errors, logging, encoding and types). */
const REQUEST_MAKERS = new Set([
  'adminAjax',
  'shopAjax',
  'rest',
  'get',
  'postTo',
  'cartQueue',
  'getHttpClient',
  'setHttpClient',
  'createHttpClient',
]);

/** @param {ts.SourceFile} source @param {ts.Node} node */
const lineOf = (source, node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/**
 * The first place a file reaches HTTP, or null.
 * @param {ts.SourceFile} source
 * @returns {{ line: number, what: string } | null}
 */
function findHttp(source) {
  /** @type {{ line: number, what: string } | null} */
  let found = null;
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (found) return;
    const moduleName =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : ts.isCallExpression(node) &&
            node.expression.kind === ts.SyntaxKind.ImportKeyword &&
            node.arguments[0] &&
            ts.isStringLiteral(node.arguments[0])
          ? node.arguments[0].text
          : null;
    if (moduleName === 'ky' || moduleName?.startsWith('ky/')) {
      found = { line: lineOf(source, node), what: `imports ${moduleName}` };
      return;
    }
    if (moduleName === '@firsat/core/http') {
      const makers = requestMakersOf(node);
      if (makers.length > 0) {
        found = { line: lineOf(source, node), what: `takes ${makers.join(', ')} from @firsat/core/http` };
        return;
      }
    }
    if (ts.isCallExpression(node) && isGlobal(node.expression, 'fetch')) {
      found = { line: lineOf(source, node), what: 'calls fetch()' };
      return;
    }
    if (ts.isNewExpression(node) && isGlobal(node.expression, 'XMLHttpRequest')) {
      found = { line: lineOf(source, node), what: 'makes an XMLHttpRequest' };
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The request makers an import or re-export of `@firsat/core/http` takes (type-only ones are no
 * request; a namespace import or a dynamic import takes them all).
 * @param {ts.Node} node
 * @returns {string[]}
 */
function requestMakersOf(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause || clause.isTypeOnly) return [];
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) return ['the whole module'];
    if (!bindings) return [];
    return bindings.elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ?? element.name).text)
      .filter((name) => REQUEST_MAKERS.has(name));
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return [];
    if (!node.exportClause || !ts.isNamedExports(node.exportClause)) return ['the whole module'];
    return node.exportClause.elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ?? element.name).text)
      .filter((name) => REQUEST_MAKERS.has(name));
  }
  return ['the whole module'];
}

/**
 * `name` or `window.name` / `globalThis.name` / `self.name`.
 * @param {ts.Expression} expression @param {string} name
 */
function isGlobal(expression, name) {
  if (ts.isIdentifier(expression)) return expression.text === name;
  return (
    ts.isPropertyAccessExpression(expression) &&
    expression.name.text === name &&
    ts.isIdentifier(expression.expression) &&
    ['window', 'globalThis', 'self'].includes(expression.expression.text)
  );
}

/** Globals and types of the DOM a model must not name. */
const DOM_NAMES = /^(document|window|Document|Window|Element|Node|NodeList|(HTML|SVG)\w*Element)$/;
/** Members that read or wire the DOM. */
const DOM_MEMBERS = new Set([
  'querySelector',
  'querySelectorAll',
  'getElementById',
  'getElementsByClassName',
  'getElementsByTagName',
  'addEventListener',
  'removeEventListener',
]);

/**
 * The first DOM name in a file (a global or type, or a DOM member called or read), or null.
 * Property names and declarations of its own (`{ window: 3 }`, `snapshot.document`) do not count.
 * @param {ts.SourceFile} source
 * @returns {{ line: number, what: string } | null}
 */
function findDom(source) {
  /** @type {{ line: number, what: string } | null} */
  let found = null;
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (found) return;
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isMember =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isQualifiedName(parent) && parent.right === node);
      const isOwnName =
        (ts.isPropertyAssignment(parent) ||
          ts.isPropertySignature(parent) ||
          ts.isPropertyDeclaration(parent) ||
          ts.isMethodDeclaration(parent) ||
          ts.isMethodSignature(parent) ||
          ts.isBindingElement(parent)) &&
        parent.name === node;
      if (isMember ? DOM_MEMBERS.has(node.text) : !isOwnName && DOM_NAMES.test(node.text)) {
        found = { line: lineOf(source, node), what: `\`${node.text}\`` };
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
