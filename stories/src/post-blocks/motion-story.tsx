import { mount, register, unmount } from '@firsat/core';
import { postBlocksIslands } from '@firsat/post-blocks';
import { useEffect, useRef } from 'react';

interface MotionMarkupProps {
  /** The post-blocks island to mount on every element of the markup its selector matches. */
  island: string;
  /** The plugin's markup, exactly as printed. */
  html: string;
}

/** Prints post-blocks markup and mounts one island on it through the real runtime (the sliders, ticker, contents). */
export function MotionMarkup({ island, html }: MotionMarkupProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    const definition = postBlocksIslands.find((i) => i.name === island);
    if (!container || !definition) return;
    register(definition);
    container.innerHTML = html;
    const targets = [...container.querySelectorAll<HTMLElement>(definition.selector)];
    void Promise.all(targets.map((el) => mount(island, el)));
    return () => {
      queueMicrotask(() => {
        for (const el of targets) unmount(el);
      });
    };
  }, [island, html]);
  return <div ref={ref} className="firsat-story" />;
}
