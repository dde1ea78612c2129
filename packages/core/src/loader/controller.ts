import {
  allDefinitions,
  clearIslandMarks,
  combinedSelector,
  emitIslandEvent,
  getDefinition,
  type IslandDefinition,
  markIsland,
  reportIslandFailure,
  wakeFamilies,
} from '../island/index';
import { strategies } from '../strategies/index';
import { type MountTarget, resolveTargets } from './targets';

type Runtime = typeof import('../runtime/index');

// biome-ignore lint/suspicious/noExplicitAny: claims hold islands of every prop shape
type AnyDefinition = IslandDefinition<any>;

/** An element an island has taken: from the moment it is found until it is released. */
interface Claim {
  definition: AnyDefinition;
  overrides: object | undefined;
  cancelStrategy: () => void;
  /** A view's id in the React host, once mounted. */
  mountId?: number;
  /** A behaviour's unbind, once started. */
  stopBehaviour?: () => void;
  released?: boolean;
  /** True once the strategy has fired and the island's code is on its way. */
  started?: boolean;
  settled: Promise<void>;
}

/**
 * The claims, by element; a page island's (`kind: 'page'`: it owns no element, and starts once per
 * page on `<body>`) by its definition.
 */
const claims = new WeakMap<object, Claim>();
const html = () => document.documentElement;
let runtimePromise: Promise<Runtime> | undefined;
let runtime: Runtime | undefined;
let observer: MutationObserver | undefined;

/** The React runtime is fetched once, the first time a view starts (again after a failure). */
function loadRuntime(): Promise<Runtime> {
  // Core's texts are asked for beside React, not once React has been evaluated: they are a
  // download of their own, and asking for them afterwards made it one more round trip. Their
  // import goes first, so that the browser evaluates the smaller graph (the shop group) and
  // asks for the texts before it spends ~45 ms evaluating React.
  runtimePromise ??= Promise.all([
    import('../i18n/index').then(({ coreMessages }) => coreMessages.load()),
    import('../runtime/index'),
  ]).then(
    ([, loaded]) => {
      runtime = loaded;
      return loaded;
    },
    (error: unknown) => {
      // The next view asks again. Whether the browser then downloads the chunk again, rather
      // than replaying the failure from its module map, depends on whatwg/html#10327, which not
      // every browser has shipped.
      runtimePromise = undefined;
      throw error;
    },
  );
  return runtimePromise;
}

function claim(el: Element, definition: AnyDefinition, overrides?: object, immediate = false): Promise<void> {
  const page = definition.kind === 'page';
  markIsland(page ? html() : el, definition.name, 'loading', page);
  let startIsland!: () => void;
  const record: Claim = {
    definition,
    overrides,
    cancelStrategy: () => {},
    settled: new Promise<void>((resolve) => {
      startIsland = () => {
        record.started = true;
        resolve();
      };
    }).then(() => activate(el, record)),
  };
  claims.set(page ? definition : el, record);
  const when = immediate ? 'load' : (definition.when ?? 'load');
  record.cancelStrategy = strategies[when](el, startIsland);
  // A page island's first touch is anywhere on the page: no click of the page's is held for it.
  if (when === 'interaction' && !page) replayFirstClick(el, record.settled);
  return record.settled;
}

/**
 * An island that waits for interaction may be touched and clicked in one go (a tap): the click
 * lands before its code has. That click is held (its default and its listeners too) and given
 * again to the same element once the island has mounted — or has failed, so the native markup
 * still does what it would have done.
 */
function replayFirstClick(el: Element, settled: Promise<void>): void {
  let target: HTMLElement | null = null;
  const hold = (event: Event) => {
    if (target || !(event.target instanceof HTMLElement)) return;
    target = event.target;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  el.addEventListener('click', hold, { capture: true });
  void settled.then(() => {
    el.removeEventListener('click', hold, { capture: true });
    if (target?.isConnected) target.click();
  });
}

/**
 * Fetches the island's chunk — and React with it, in parallel, unless the definition says the
 * island is a behaviour — reads its props, then starts the behaviour or hands the view to the
 * React host. Any failure is reported once and leaves the server's markup as it was.
 */
async function activate(el: Element, record: Claim): Promise<void> {
  const { definition } = record;
  const page = definition.kind === 'page';
  // A page island's marks and events are on <html>; its behaviour binds <body>.
  const marked = page ? html() : el;
  try {
    const view = definition.kind === 'view' || !definition.kind ? loadRuntime() : undefined;
    view?.catch(() => {});
    const module = (await definition.load()).default;
    if (record.released) return;
    const props = module.props.parse(el as HTMLElement, record.overrides);
    await module.messages?.load();
    if (record.released) return;
    if (module.kind === 'behaviour') {
      record.stopBehaviour = module.start(el as HTMLElement, props);
      markIsland(marked, definition.name, 'mounted', page);
      emitIslandEvent(marked, 'mount', { name: definition.name });
      return;
    }
    const loaded = await (view ?? loadRuntime());
    if (record.released) return;
    const { id, settled } = loaded.mountIsland({
      el: el as HTMLElement,
      name: definition.name,
      module,
      props,
    });
    record.mountId = id;
    await settled;
  } catch (error) {
    if (!record.released) reportIslandFailure(marked, definition.name, error, page);
  }
}

/** Releases the claim held by `key`: an element, or a page island's definition. */
function release(key: object): void {
  const record = claims.get(key);
  if (!record) return;
  claims.delete(key);
  record.released = true;
  record.cancelStrategy();
  // A mount id exists only once the runtime has loaded.
  if (record.mountId !== undefined) runtime?.unmountIsland(record.mountId);
  record.stopBehaviour?.();
  const { name } = record.definition;
  const page = key === record.definition;
  const el = page ? html() : (key as Element);
  clearIslandMarks(el, page ? name : undefined);
  emitIslandEvent(el, 'unmount', { name });
}

/** Starts a page island once per page, when its test matches the page. */
function claimPage(definition: AnyDefinition, overrides?: object, immediate = false): Promise<void> {
  if (!immediate && (claims.has(definition) || !document.querySelector(definition.selector)))
    return Promise.resolve();
  release(definition);
  return claim(document.body, definition, overrides, immediate);
}

function matchesAny(root: Element): boolean {
  const selector = combinedSelector();
  if (!selector) return false;
  return root.matches(selector) || root.querySelector(selector) !== null;
}

/**
 * Finds every registered island in `root` (the document by default) and claims it according to
 * its hydration strategy. Elements already claimed are left alone, so scanning twice is harmless.
 */
export function scan(root: ParentNode = document): void {
  if (root instanceof Element && !matchesAny(root)) return;
  // A family whose markup is here fetches its table, then the page is scanned for its islands.
  for (const woken of wakeFamilies(root)) void woken.then(() => scan(document));
  for (const definition of allDefinitions()) {
    if (definition.kind === 'page') {
      void claimPage(definition);
      continue;
    }
    const found: Element[] = [];
    if (root instanceof Element && root.matches(definition.selector)) found.push(root);
    found.push(...root.querySelectorAll(definition.selector));
    for (const el of found) {
      if (!claims.has(el) && !el.hasAttribute('data-island')) void claim(el, definition);
    }
  }
}

/**
 * Mounts the island `name` on `target` now, whatever its hydration strategy. `props` override
 * what the island would read from the element's data-* attributes. An element that already
 * carries an island is released first, so calling `mount` again updates the props. A page
 * island starts (again) on the page, whatever the target.
 */
export function mount(name: string, target: MountTarget, props?: object): Promise<void> {
  const definition = getDefinition(name);
  if (!definition) {
    console.error(`[firsat] mount: no island is registered as "${name}"`);
    return Promise.resolve();
  }
  if (definition.kind === 'page') return claimPage(definition, props, true);
  const elements = resolveTargets(target);
  if (elements.length === 0)
    console.error(`[firsat] mount: "${String(target)}" matches no element for ${name}`);
  return Promise.all(
    elements.map((el) => {
      release(el);
      return claim(el, definition, props, true);
    }),
  ).then(() => undefined);
}

/**
 * Unmounts whatever island `target` carries and gives the element its server HTML back;
 * `document`: every island of the page, page islands included.
 */
export function unmount(target: MountTarget | Document): void {
  if (target === document) {
    for (const definition of allDefinitions()) release(definition);
    target = '[data-island]';
  }
  for (const el of resolveTargets(target as MountTarget)) release(el);
}

/**
 * Resolves once every island that has started loading has mounted or failed (tests,
 * benchmarks). Islands still waiting for their moment (off screen, idle, untouched) don't count.
 */
export function whenIdle(root: ParentNode = document): Promise<void> {
  const pending = [...root.querySelectorAll('[data-island]'), ...(root === document ? allDefinitions() : [])]
    .map((key) => claims.get(key))
    .filter((claim) => claim?.started)
    .map((claim) => claim?.settled);
  return Promise.all(pending).then(() => undefined);
}

function onMutations(records: MutationRecord[]): void {
  for (const record of records) {
    for (const node of record.removedNodes) {
      if (!(node instanceof Element)) continue;
      const islands = node.hasAttribute('data-island') ? [node] : [];
      islands.push(...node.querySelectorAll('[data-island]'));
      for (const el of islands) if (!el.isConnected) release(el);
    }
  }
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element && node.isConnected && !node.closest('[data-firsat-root]')) scan(node);
    }
  }
}

/** Watches the page so that HTML inserted later gets its islands and removed islands unmount. */
export function observe(): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver(onMutations);
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

/** Scans the page once it is parsed, then keeps watching it. */
export function start(): void {
  const go = () => {
    scan(document);
    observe();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', go, { once: true });
  else go();
}

/** Tests only: stop watching and forget the runtime. */
export function resetController(): void {
  observer?.disconnect();
  observer = undefined;
}
