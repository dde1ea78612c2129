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
 * What an island's lazily loaded chunk exports as default: how to read its props and how to
 * render them. Kept out of the definition so the script-tag loader stays tiny.
 */
export interface IslandModule<P = object> {
  props: PropsParser<P>;
  View: ComponentType<P & IslandHostProps>;
  /**
   * `replace` (default): the view renders the element's content in place of the server's
   * children, which come back if the island fails or is unmounted.
   * `enhance`: the server's children stay; the view attaches behaviour and renders extras.
   */
  mode?: 'replace' | 'enhance';
}

/** An island definition: where it lives on the page and how to fetch it. No React here. */
export interface IslandDefinition<P = object> {
  /** The name used by `mount()`, in `data-island` and in error messages. */
  name: string;
  /** CSS selector of the classic markup (and `[data-firsat="name"]`) this island takes over. */
  selector: string;
  /** When to fetch and mount; `load` unless said otherwise. */
  when?: HydrationStrategy;
  /** Fetches the island's chunk. */
  load: () => Promise<{ default: IslandModule<P> }>;
}
