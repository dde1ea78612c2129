import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { getConfig } from '../config/index';
import { t } from '../i18n/index';
import type { ViewModule } from '../island/index';
import { HostRoot } from './host-root';
import { IslandHost } from './island-host';

// Marks for the mount benchmark and for anyone profiling a page (User Timing, near free).
performance.mark('firsat:runtime-evaluated');

let host: IslandHost | undefined;

function ensureHost(): IslandHost {
  if (host) return host;
  host = new IslandHost();
  const container = document.createElement('div');
  container.setAttribute('data-firsat-root', '');
  container.hidden = true;
  document.body.append(container);
  const root = createRoot(container, {
    identifierPrefix: 'firsat-',
    // Each island's boundary reports its own failure once; React need not log it again.
    onCaughtError: () => {},
  });
  root.render(createElement(HostRoot, { host }));
  return host;
}

export { yieldToMain } from './yield';
/**
 * Views read config and `t()` from here (in the build both sit in the shop group, already on the
 * page); core's texts themselves are asked for by the loader beside React's group (`loadRuntime`
 * in loader/controller.ts).
 */
export { getConfig, t };

export interface MountRequest {
  el: HTMLElement;
  name: string;
  module: ViewModule<object>;
  props: object;
}

/** Renders an island into its element; `settled` resolves once it has mounted or failed. */
export function mountIsland({ el, name, module, props }: MountRequest): {
  id: number;
  settled: Promise<void>;
} {
  return ensureHost().add({ el, name, View: module.View, props, mode: module.mode ?? 'replace' });
}

/** Removes an island and gives its element the server HTML back. */
export function unmountIsland(id: number): void {
  host?.remove(id);
}
