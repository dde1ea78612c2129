import { insertHtml } from '@firsat/core/html';
import { logBlockFailure } from '@firsat/core/http';
import { dispatchClassic } from '@firsat/core/island';
import { addressWith, createLatest, onAddressChange, writeAddress } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { createSnapshotStore, type SnapshotStore } from '@firsat/core/models';
import { keepChildNodes, showLoading } from '../../shared/block-requests';
import { fetchFilteredBlocks } from './client';
import {
  addressWithState,
  type FilterState,
  filterPayload,
  resultCount,
  sameState,
  stateFromAddress,
} from './model';
import { resultText } from './render';

/** What every filter block of one target shows. */
export interface SessionSnapshot {
  filters: FilterState;
  /** a request is out */
  loading: boolean;
  /** products in the last reply (its first block that is on the page; null before the first) */
  count: number | null;
}

/** What the filters may hold: the values the printed form offers. */
export interface Allowed {
  status: string[];
  rating: string[];
  sorting: string[];
  taxonomies: string[];
}

export interface FilterSession {
  store: SnapshotStore<SessionSnapshot>;
  priceMax: number;
  /** New filters: every block's form and chips at once, the address (`push`), then the results. */
  apply(next: FilterState, address: 'push' | 'none'): void;
  release(): void;
}

interface SessionSetup {
  target: string;
  postId: string;
  currentUrl: string;
  priceMax: number;
  allowed: Allowed;
  printed: FilterState;
}

/** One session per `data-block-target`: the inline block and its copy in the modal stay in sync. */
const sessions = new Map<string, { session: FilterSession; members: number }>();

const targetBlocks = (target: string): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>(`.wp-block-product-blocks-${CSS.escape(target)}`),
];

const blockIdOf = (block: Element): string | null =>
  [...block.classList].find((c) => c.startsWith('wopb-block-'))?.slice('wopb-block-'.length) ?? null;

/** The session of a target, made by its first block; `release` by the last one ends it. */
export function joinSession(setup: SessionSetup): FilterSession {
  const known = sessions.get(setup.target);
  if (known) {
    known.members += 1;
    return known.session;
  }
  const session = createSession(setup);
  sessions.set(setup.target, { session, members: 1 });
  return session;
}

function createSession({
  target,
  postId,
  currentUrl,
  priceMax,
  allowed,
  printed,
}: SessionSetup): FilterSession {
  const ended = new AbortController();
  const cleanups: (() => void)[] = [];
  const fromAddress = () => stateFromAddress(window.location.search, priceMax, allowed);
  const address = fromAddress();
  // The store rendered the address's filters when its form came printed in that state; a store
  // that does not (the plugin) printed a pristine form, so the results are fetched once.
  const rendered = sameState(address, printed);
  const store = createSnapshotStore<SessionSnapshot>({ filters: address, loading: false, count: null });
  for (const block of targetBlocks(target)) {
    const main = block.querySelector('.wopb-wrapper-main-content');
    if (main) cleanups.push(keepChildNodes(main));
  }

  // the kit's request rule: a newer request aborts the one out, only its reply lands
  const request = createLatest<number | null>({ signal: ended.signal });
  /** the loading states still shown (removed on the reply, or when the session ends) */
  const loading = new Set<(() => void)[]>();
  const fetchResults = async (filters: FilterState) => {
    const dones = targetBlocks(target).map((block) =>
      showLoading(block.querySelector('.wopb-block-wrapper') ?? block),
    );
    loading.add(dones);
    const outcome = await request.run(async (signal) => {
      const reply = await fetchFilteredBlocks(filterPayload(filters, { postId, target, currentUrl }), signal);
      let count: number | null = null;
      for (const { blockId, content } of reply.blockList) {
        const block = targetBlocks(target).find((b) => blockIdOf(b) === blockId);
        const main = block?.querySelector('.wopb-wrapper-main-content');
        if (!main) continue;
        await insertHtml(main, content, 'inner');
        // the reply says how many: the page may change the inserted items (a carousel's clones)
        count ??= resultCount(content);
      }
      return count;
    });
    loading.delete(dones);
    for (const done of dones) done();
    if (outcome.status === 'data') {
      const { data: count } = outcome;
      dispatchClassic('wopbAjaxComplete', [], document);
      store.set({ ...store.getSnapshot(), loading: false, count });
      announce(resultText(count ?? 0), 'polite');
    } else if (outcome.status === 'error') {
      // SPEC §8: the line in the console, the loading state removed; the choices stay.
      logBlockFailure(outcome.error);
      store.set({ ...store.getSnapshot(), loading: false });
    }
  };

  const pagedParams = () =>
    targetBlocks(target)
      .map(blockIdOf)
      .filter((id): id is string => id !== null)
      .map((id) => [`paged-${id}`, null] as const);
  // new filters start the results at their first page
  const writeFilters = (filters: FilterState) =>
    writeAddress(
      addressWith(
        Object.fromEntries(pagedParams()),
        addressWithState(window.location.href, filters, priceMax),
      ),
      'push',
    );

  const apply = (next: FilterState, how: 'push' | 'none') => {
    const before = store.getSnapshot();
    if (sameState(before.filters, next) && how === 'push') return;
    store.set({ filters: next, loading: true, count: before.count });
    if (how === 'push') writeFilters(next);
    void fetchResults(next);
  };

  // Back and Forward: the address's filters, without another history entry.
  onAddressChange(() => {
    const wanted = fromAddress();
    if (!sameState(wanted, store.getSnapshot().filters)) apply(wanted, 'none');
  }, ended.signal);
  if (!rendered) apply(address, 'none');

  return {
    store,
    priceMax,
    apply,
    release() {
      const entry = sessions.get(target);
      if (!entry) return;
      entry.members -= 1;
      if (entry.members > 0) return;
      sessions.delete(target);
      ended.abort();
      for (const dones of loading) for (const done of dones) done();
      for (const undo of cleanups.splice(0).reverse()) undo();
    },
  };
}
