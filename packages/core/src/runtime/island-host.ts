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
 * render of a batch is a transition, which React slices into 5 ms pieces, but its commit (the
 * DOM changes and layout effects of every island in it) is one task, and its passive effects
 * (each view's listeners, the mount events) another. So the next batch is sized from what the
 * last one cost per island in the costlier of the two, to keep each near `taskMs`: well under the
 * 50 ms of a long task, whatever the machine and whatever the islands.
 */
const BATCH = { first: 50, min: 5, max: 200, taskMs: 35 };

/**
 * The next batch's size from the last one's cost: as many islands as fit in `BATCH.taskMs` at
 * the last batch's cost per island in the costlier of its two tasks (commit, passive effects).
 */
export function nextBatchSize(last: { islands: number; commitMs: number; effectsMs: number }): number {
  const perIsland = Math.max(last.commitMs, last.effectsMs, 0.5) / Math.max(last.islands, 1);
  return Math.min(BATCH.max, Math.max(BATCH.min, Math.floor(BATCH.taskMs / perIsland)));
}

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
  private batchLength = 0;
  /**
   * Each list given to React gets a version; the batch waits for a commit of its own list or a
   * newer one. A removal's or a failure's commit still in flight when the next batch goes must
   * neither end the batch's wait nor size the batch after it.
   */
  private versions = new WeakMap<HostedIsland[], number>();
  private version = 0;
  private batchVersion = 0;
  /** When React last rendered an island of the batch: its commit starts right after. */
  private lastRenderAt = 0;
  private commitMs: number | undefined;
  private effectsStartedAt = 0;
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
    this.show(this.getSnapshot().filter((i) => i !== island));
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
    this.show(this.getSnapshot().filter((i) => i !== island));
  }

  /** Called as React renders an island of a batch (the last such call precedes the commit). */
  rendered(): void {
    this.lastRenderAt = performance.now();
  }

  /** Called at the end of every commit of the root (its layout effects), with the list it rendered. */
  committed(list: HostedIsland[]): void {
    performance.mark('firsat:commit');
    for (const island of this.restores.splice(0)) this.restoreServerChildren(island);
    if (this.isBatchCommit(list) && this.commitMs === undefined)
      this.commitMs = performance.now() - this.lastRenderAt;
  }

  /** Called before the passive effects of a commit run… */
  effectsStarting(): void {
    this.effectsStartedAt = performance.now();
  }

  /** …and after the last of them: once the batch's own commit has run them, the next one may go. */
  effectsDone(list: HostedIsland[]): void {
    if (!this.isBatchCommit(list)) return;
    this.awaitingCommit = false;
    this.batchSize = nextBatchSize({
      islands: this.batchLength,
      commitMs: this.commitMs ?? 0,
      effectsMs: performance.now() - this.effectsStartedAt,
    });
    void this.flush();
  }

  /** Whether a commit of `list` is the awaited batch's (its list, or one made after it). */
  private isBatchCommit(list: HostedIsland[]): boolean {
    return this.awaitingCommit && (this.versions.get(list) ?? 0) >= this.batchVersion;
  }

  /** Gives React a new list of islands. */
  private show(list: HostedIsland[]): void {
    this.versions.set(list, ++this.version);
    this.shown.set(list);
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
    this.batchLength = batch.length;
    this.lastRenderAt = performance.now();
    this.commitMs = undefined;
    this.show([...this.getSnapshot(), ...batch]);
    this.batchVersion = this.version;
  }

  private settle(id: number): void {
    this.settlers.get(id)?.();
    this.settlers.delete(id);
  }

  private find(id: number): HostedIsland | undefined {
    return this.getSnapshot().find((i) => i.id === id);
  }
}
