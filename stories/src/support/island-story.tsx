import { type IslandDefinition, mount, register, unmount } from '@firsat/core';
import type { PropDoc } from '@firsat/core/island';
import { useEffect, useRef } from 'react';

interface ServerMarkupProps {
  /** The island as the embed registers it. */
  // biome-ignore lint/suspicious/noExplicitAny: any island
  island: IslandDefinition<any>;
  /** The classic server markup the island takes over, exactly as WordPress prints it. */
  html: string;
  /** Props given from code, as a theme's `mount(name, el, props)` would. */
  props?: object;
}

/**
 * Prints the server markup, then mounts the island on it through the real runtime — the same
 * path a page with the script tag takes, including the error state for bad attributes.
 */
export function ServerMarkup({ island, html, props }: ServerMarkupProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    register(island);
    container.innerHTML = html;
    const target = container.firstElementChild;
    if (target) void mount(island.name, target, props);
    return () => {
      if (target) unmount(target);
    };
  }, [island, html, props]);
  return <div ref={ref} className="firsat-story" />;
}

/** Storybook argTypes generated from an island's props schema: one row per data-* attribute. */
export function argTypesFrom(docs: PropDoc[]) {
  return Object.fromEntries(
    docs.map((d) => [
      d.name,
      {
        description: d.doc,
        table: {
          category: d.attribute ? 'data-* attributes' : 'read from markup',
          type: { summary: d.type, detail: d.attribute ? `attribute: ${d.attribute}` : undefined },
          defaultValue: d.fallback ? { summary: d.fallback } : undefined,
        },
        type: { name: 'other', value: d.type, required: d.required },
        control: false,
      },
    ]),
  );
}
