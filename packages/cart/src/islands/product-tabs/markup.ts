import type { PrintedAttributes } from '@firsat/core/island';
import type { ProductTab } from './props';

/** The elements of one tab in the server markup. */
export interface TabElements {
  tab: ProductTab;
  item: HTMLElement | null;
  link: HTMLAnchorElement | null;
  panel: HTMLElement | null;
}

export function findTabElements(host: HTMLElement, tabs: readonly ProductTab[]): TabElements[] {
  return tabs.map((tab) => ({
    tab,
    link: host.querySelector<HTMLAnchorElement>(`a[href="#${CSS.escape(tab.panelId)}"]`),
    item: host.querySelector<HTMLElement>(`#${CSS.escape(tab.titleId)}`),
    panel: host.querySelector<HTMLElement>(`#${CSS.escape(tab.panelId)}`),
  }));
}

/**
 * Shows the active tab as WooCommerce does (`li.active`, other panels `display: none`) and adds
 * the ARIA tabs pattern the markup lacks: `aria-selected`, a roving `tabindex`, focusable panels.
 */
export function applyTabState(elements: readonly TabElements[], active: string): void {
  for (const { tab, item, link, panel } of elements) {
    const on = tab.key === active;
    item?.classList.toggle('active', on);
    if (link) {
      link.setAttribute('role', 'tab');
      link.setAttribute('aria-selected', String(on));
      link.setAttribute('aria-controls', tab.panelId);
      link.tabIndex = on ? 0 : -1;
    }
    if (panel) {
      panel.setAttribute('role', 'tabpanel');
      panel.tabIndex = 0;
      panel.style.display = on ? '' : 'none';
    }
  }
}

/** What `applyTabState` may change, to be put back as printed when the island goes. */
export function tabAttributes(elements: readonly TabElements[]): PrintedAttributes {
  return elements.flatMap(({ item, link, panel }) => [
    [item, ['class']] as const,
    [link, ['role', 'aria-selected', 'aria-controls', 'tabindex']] as const,
    [panel, ['role', 'tabindex', 'style']] as const,
  ]);
}
