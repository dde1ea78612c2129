import type { ComponentType } from 'react';

/** When an island's code is fetched and mounted. */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction';

/** The phases a theme can style through `data-island-state`. */
export type IslandState = 'loading' | 'mounted' | 'error';

/** Props every island view receives besides its own. */
export interface IslandHostProps {
  /** The server element the island took over. */
  host: HTMLElement;
}

/** Reads an island's props from its element; throws `IslandError` on a bad attribute. */
export interface PropsParser<P> {
  parse(el: HTMLElement, overrides?: Partial<P>): P;
}

/**
 * A view island's chunk: how to read its props and how to render them with React. Kept out of the
 * definition so the script-tag loader stays tiny.
 */
export interface ViewModule<P = object> {
  kind?: 'view';
  props: PropsParser<P>;
  /** The island's own texts (`defineMessages`), fetched for the page locale before it mounts. */
  messages?: LoadsMessages;
  View: ComponentType<P & IslandHostProps>;
  /**
   * `replace` (default): the view renders the element's content in place of the server's
   * children, which come back if the island fails or is unmounted.
   * `enhance`: the server's children stay; the view attaches behaviour and renders extras.
   */
  mode?: 'replace' | 'enhance';
}

/** What the loader needs of an island's messages: a way to fetch the page locale's texts. */
export interface LoadsMessages {
  load(): Promise<void>;
}

/** What a behaviour's `bind` receives besides its element. */
export interface BehaviourContext<P> {
  /** The validated props. */
  props: P;
  /**
   * Aborted when the island unmounts: hand it to `addEventListener`, `fetch` or a store's
   * subscription and they end by themselves.
   */
  signal: AbortSignal;
  /**
   * Registers an undo step (a class added, an attribute set, a node cloned in). Steps run in
   * reverse order when the island unmounts — or at once if `bind` throws, so a behaviour that
   * fails halfway leaves the server's markup as it was.
   */
  onCleanup(undo: () => void): void;
}

/**
 * A behaviour island's chunk: no React. `start` (built by `behaviourModule`) binds the behaviour
 * to its element and returns what unbinds it; it throws, having undone its steps, on failure.
 */
export interface BehaviourModule<P = object> {
  kind: 'behaviour';
  props: PropsParser<P>;
  /** The island's own texts (`defineMessages`), fetched for the page locale before it starts. */
  messages?: LoadsMessages;
  start(el: HTMLElement, props: P): () => void;
}

/** What an island's lazily loaded chunk exports as default: a React view or a behaviour. */
export type IslandModule<P = object> = ViewModule<P> | BehaviourModule<P>;

/** An island definition: where it lives on the page and how to fetch it. No React here. */
export interface IslandDefinition<P = object> {
  /** The name used by `mount()`, in `data-island` and in error messages. */
  name: string;
  /** CSS selector of the classic markup (and `[data-firsat="name"]`) this island takes over. */
  selector: string;
  /** When to fetch and mount; `load` unless said otherwise. */
  when?: HydrationStrategy;
  /**
   * `behaviour` when the chunk is a `behaviourModule` (changes the server's markup, no React);
   * `view` (default) when it renders with React — the loader then fetches React alongside;
   * `page` for a page island: a behaviour that owns no element. Its `selector` is a test on the
   * page (a body class, the script a config global is printed in): once it matches, the island
   * starts once per page on `document.body`, its state on `<html data-island-<name>>`, and
   * `unmount(document)` stops it.
   */
  kind?: 'view' | 'behaviour' | 'page';
  /** Fetches the island's chunk. */
  load: () => Promise<{ default: IslandModule<P> }>;
}
