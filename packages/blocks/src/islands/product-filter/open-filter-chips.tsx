import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { FilterChips, type FilterChipsProps } from './filter-chips';

/** The chips rendered into a container of their own: render again with new props, unmount to end. */
export interface FilterChipsHandle {
  render(props: FilterChipsProps): void;
  unmount(): void;
}

/**
 * The filter behaviour's way into React, loaded (with React) when the first chip is needed or the
 * shopper first points at or focuses the filter. Each render is flushed at once, so the chips
 * change in the same frame as the click.
 */
export function openFilterChips(container: HTMLElement, props: FilterChipsProps): FilterChipsHandle {
  const root = createRoot(container);
  const render = (next: FilterChipsProps) => flushSync(() => root.render(<FilterChips {...next} />));
  render(props);
  return { render, unmount: () => root.unmount() };
}
