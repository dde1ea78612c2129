import type { ComponentType } from 'react';
import { emitIslandEvent, type IslandHostProps, markIsland, reportIslandFailure } from '../island/index';
import { createSnapshotStore } from '../snapshot-store/index';
import { yieldToMain } from './yield';

/** An island the React root renders, through a portal, into its server element. */
export interface HostedIsland {
  id: number;
  el: HTMLElement;
  name: string;
  View: ComponentType<object & IslandHostProps>;
  props: object;
  mode: 'replace' | 'enhance';
  /** The server's children, kept to give back on failure or unmount (replace mode). */
  serverChildren: Node[];
}

/**
 * How many islands one React commit takes; between batches the host yields to the browser. The
 * size adapts: it doubles while a batch lands quickly and halves when one is slow, so a page with
 * many cheap islands needs few rounds and a page with heavy ones never blocks for long.
 */
const BATCH = { first: 25, min: 5, max: 200, fastMs: 12, slowMs: 40 };

/**
 * The framework-free list of islands on the page. It hands islands to React in batches, one
 * commit at a time with a yield in between, so mounting 200 islands makes no long task.
 */
export class IslandHost {
  /** The islands React renders; a new list after every batch, removal or failure. */
  private readonly shown = createSnapshotStore<HostedIsland[]>([]);
  private queued: HostedIsland[] = [];
  private settlers = new Map<number, () => void>();
  private restores: HostedIsland[] = [];
  /** The server's own children per element, kept across remounts until they are given back. */
  private originals = new WeakMap<Element, Node[]>();
  private flushing = false;
  private awaitingCommit = false;
  private batchSize = BATCH.first;
  private batchStartedAt = 0;
  private nextId = 1;

  subscribe = (listener: () => void): (() => void) => this.shown.subscribe(() => listener());

  getSnapshot = (): HostedIsland[] => this.shown.getSnapshot();

  add(island: Omit<HostedIsland, 'id' | 'serverChildren'>): { id: number; settled: Promise<void> } {
    const id = this.nextId++;
    const settled = new Promise<void>((resolve) => this.settlers.set(id, resolve));
    const serverChildren = this.originals.get(island.el) ?? [...island.el.childNodes];
    this.originals.set(island.el, serverChildren);
    this.queued.push({ ...island, id, serverChildren });
    void this.flush();
    return { id, settled };
  }

  remove(id: number): void {
    const queuedIndex = this.queued.findIndex((i) => i.id === id);
    if (queuedIndex >= 0) {
      this.queued.splice(queuedIndex, 1);
      this.settle(id);
      return;
    }
    const island = this.find(id);
    if (!island) return;
    this.restores.push(island);
    this.settle(id);
    this.shown.set(this.getSnapshot().filter((i) => i !== island));
  }

  /** Called in the commit that first renders an island: a 'replace' island drops the server HTML. */
  replaced(id: number): void {
    const island = this.find(id);
    if (island?.mode !== 'replace') return;
    for (const node of island.serverChildren) node.parentNode === island.el && island.el.removeChild(node);
  }

  /** Called once the island's own effects have run: it is live, so say so. */
  mounted(id: number): void {
    const island = this.find(id);
    if (!island) return;
    markIsland(island.el, island.name, 'mounted');
    emitIslandEvent(island.el, 'mount', { name: island.name });
    this.settle(id);
  }

  /** Called by an island's error boundary: give the server HTML back and report once. */
  failed(id: number, error: unknown): void {
    const island = this.find(id);
    if (!island) return;
    this.restoreServerChildren(island);
    reportIslandFailure(island.el, island.name, error);
    this.settle(id);
    this.shown.set(this.getSnapshot().filter((i) => i !== island));
  }

  /** Called after every commit of the root. */
  committed(): void {
    performance.mark('firsat:commit');
    for (const island of this.restores.splice(0)) this.restoreServerChildren(island);
    if (this.awaitingCommit) {
      this.awaitingCommit = false;
      this.adaptBatchSize(performance.now() - this.batchStartedAt);
      void this.flush();
    }
  }

  private restoreServerChildren(island: HostedIsland): void {
    // A newer island on the same element (mount() again) keeps the originals for itself.
    const taken = [...this.getSnapshot(), ...this.queued].some(
      (other) => other !== island && other.el === island.el,
    );
    if (taken) return;
    this.originals.delete(island.el);
    if (island.mode === 'replace') island.el.replaceChildren(...island.serverChildren);
  }

  private async flush(): Promise<void> {
    if (this.flushing || this.awaitingCommit || this.queued.length === 0) return;
    this.flushing = true;
    await yieldToMain();
    this.flushing = false;
    const batch = this.queued.splice(0, this.batchSize);
    if (batch.length === 0) return;
    this.awaitingCommit = true;
    this.batchStartedAt = performance.now();
    this.shown.set([...this.getSnapshot(), ...batch]);
  }

  private adaptBatchSize(elapsedMs: number): void {
    if (elapsedMs < BATCH.fastMs) this.batchSize = Math.min(BATCH.max, this.batchSize * 2);
    else if (elapsedMs > BATCH.slowMs) this.batchSize = Math.max(BATCH.min, Math.floor(this.batchSize / 2));
  }

  private settle(id: number): void {
    this.settlers.get(id)?.();
    this.settlers.delete(id);
  }

  private find(id: number): HostedIsland | undefined {
    return this.getSnapshot().find((i) => i.id === id);
  }
}
