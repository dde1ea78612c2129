import { type IslandDefinition, mount, register, unmount } from '@firsat/core';
import type { PropDoc } from '@firsat/core/island';
import { type ReactNode, useEffect, useRef, useState } from 'react';

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

/** The docs table of an island's data-* attributes, generated from its props schema. */
export function attributeTable(docs: PropDoc[]): string {
  const rows = docs.map((d) => {
    const where = d.attribute ? `\`${d.attribute}\`` : '_markup_';
    const fallback = d.fallback ?? (d.required ? '**required**' : '—');
    return `| ${where} | \`${d.name}\` | ${d.type.replace(/\|/g, '\\|')} | ${fallback} | ${d.doc} |`;
  });
  return ['| attribute | prop | type | default | meaning |', '| --- | --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

/**
 * Gives `<body>` the classes WordPress prints on the page the story shows (`single-product
 * postid-25`, `woocommerce-checkout`) before its children mount, and takes them off afterwards.
 */
export function BodyClasses({ classes, children }: { classes: string; children: ReactNode }) {
  const [names] = useState(() => {
    const added = classes.split(/\s+/).filter((name) => name && !document.body.classList.contains(name));
    document.body.classList.add(...added);
    return added;
  });
  useEffect(() => () => document.body.classList.remove(...names), [names]);
  return <>{children}</>;
}
