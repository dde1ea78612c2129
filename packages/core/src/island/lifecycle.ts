import type { IslandState } from './types';

/**
 * The visible side of an island's life: `data-island`, `data-island-state` and the bubbling
 * `island:mount` / `island:unmount` / `island:error` events. Loader and runtime both use it. A
 * page island (`page`) reports on `<html>` as `data-island-<name>="<state>"`.
 */
export function markIsland(el: Element, name: string, state: IslandState, page?: boolean): void {
  if (page) el.setAttribute(`data-island-${name}`, state);
  else {
    el.setAttribute('data-island', name);
    el.setAttribute('data-island-state', state);
  }
}

export function clearIslandMarks(el: Element, page?: string): void {
  if (page) el.removeAttribute(`data-island-${page}`);
  else {
    el.removeAttribute('data-island');
    el.removeAttribute('data-island-state');
  }
}

export interface IslandEventDetail {
  name: string;
  error?: unknown;
}

export function emitIslandEvent(
  el: Element,
  type: 'mount' | 'unmount' | 'error',
  detail: IslandEventDetail,
): void {
  el.dispatchEvent(new CustomEvent(`island:${type}`, { bubbles: true, detail }));
}

/** One console error per failing island, naming it; the server HTML is left as it was. */
export function reportIslandFailure(el: Element, name: string, error: unknown, page?: boolean): void {
  markIsland(el, name, 'error', page);
  const message = error instanceof Error ? error.message : String(error);
  console.error(message.startsWith('[firsat]') ? message : `[firsat] ${name}: ${message}`, error);
  emitIslandEvent(el, 'error', { name, error });
}
