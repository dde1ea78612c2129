import { type IslandDefinition, mount, register, unmount } from '@firsat/core';
import { useEffect, useRef } from 'react';

/**
 * Prints a whole product's server markup (the form sits inside `.product`, beside its meta) and
 * mounts the island on every element its selector finds, through the real runtime.
 */
export function ProductMarkup({
  island,
  html,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any island
  island: IslandDefinition<any>;
  html: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    register(island);
    container.innerHTML = html;
    // happy-dom (story tests) ignores `selected` in parsed markup; browsers already agree.
    for (const option of container.querySelectorAll<HTMLOptionElement>('option[selected]')) {
      (option.parentElement as HTMLSelectElement).value = option.value;
    }
    const targets = [...container.querySelectorAll(island.selector)];
    for (const target of targets) void mount(island.name, target);
    return () => {
      for (const target of targets) unmount(target);
    };
  }, [island, html]);
  return <div ref={ref} className="firsat-story" />;
}
