import { blocksIslands } from '@firsat/blocks';
import { configure, type IslandDefinition, mount, register, unmount } from '@firsat/core';
import { useEffect, useRef } from 'react';
import { STORY_WOPB_CONFIG } from './extras-story';

// biome-ignore lint/suspicious/noExplicitAny: any island
const islandOf = (name: string): IslandDefinition<any> => {
  const island = blocksIslands.find((i) => i.name === name);
  if (!island) throw new Error(`no island ${name}`);
  return island;
};

interface HeaderMarkupProps {
  /** The islands to mount, each on its own selector inside the markup (the header search also mounts the product search inside it). */
  islands: readonly string[];
  /** The theme's header markup, exactly as printed. */
  html: string;
  /** Runs once every island has mounted (e.g. open a panel). */
  after?: (container: HTMLElement) => void | Promise<void>;
}

/**
 * The demo store's header parts inside a `#masthead`, with the islands mounted through the real
 * runtime: a panel's closers link to `#masthead`, and the dialog makes the page around it inert.
 */
export function HeaderMarkup({ islands, html, after }: HeaderMarkupProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    configure(STORY_WOPB_CONFIG);
    const definitions = islands.map(islandOf);
    for (const definition of definitions) register(definition);
    container.innerHTML = `<header id="masthead" class="site-header"><div class="col-full">${html}</div></header><main class="firsat-story-page"><p><a href="#">Sayfadaki bir bağlantı</a></p></main>`;
    const targets = definitions.flatMap((definition) =>
      [...container.querySelectorAll<HTMLElement>(definition.selector)].map(
        (el) => [definition.name, el] as const,
      ),
    );
    void Promise.all(targets.map(([name, el]) => mount(name, el))).then(() => after?.(container));
    return () => {
      queueMicrotask(() => {
        for (const [, el] of targets) unmount(el);
      });
    };
  }, [islands, html, after]);
  return <div ref={ref} className="firsat-story" />;
}

/** Opens the header panel whose toggle matches `toggle` once mounted, as a press would. */
export const openPanel = (toggle: string) => (container: HTMLElement) => {
  container.querySelector<HTMLElement>(toggle)?.click();
};
