import { defineProps, IslandError, prop } from '@firsat/core/island';

/** One tab as the server printed it: `li#tab-title-<key> > a[href="#tab-<key>"]` and its panel. */
export interface ProductTab {
  key: string;
  /** The `li`'s id (`tab-title-<key>`), which the panel's `aria-labelledby` names. */
  titleId: string;
  /** The panel's id (`tab-<key>`). */
  panelId: string;
}

/** Reads the tabs from `ul.tabs.wc-tabs`; each needs its panel in the wrapper. */
export function readTabs(el: HTMLElement): ProductTab[] {
  const tabs: ProductTab[] = [];
  for (const link of el.querySelectorAll<HTMLAnchorElement>(
    'ul.tabs li > a[href^="#"], .wc-tabs li > a[href^="#"]',
  )) {
    const panelId = (link.getAttribute('href') ?? '').slice(1);
    if (!panelId || tabs.some((t) => t.panelId === panelId)) continue;
    const panel = el.ownerDocument.getElementById(panelId);
    if (!panel || !el.contains(panel)) continue;
    const li = link.closest('li');
    const key = panelId.replace(/^tab-/, '');
    tabs.push({ key, titleId: li?.id || `tab-title-${key}`, panelId });
  }
  if (tabs.length === 0)
    throw new IslandError('product-tabs', undefined, undefined, 'no tab with a panel in ul.wc-tabs');
  return tabs;
}

/** The product tabs' schema: everything comes from the WooCommerce markup. */
export const productTabsProps = defineProps('product-tabs', {
  tabs: prop.markup(readTabs, {
    type: 'markup',
    doc: '`ul.tabs.wc-tabs li > a[href="#tab-<key>"]` and the matching `.woocommerce-Tabs-panel#tab-<key>`.',
  }),
});

export type ProductTabsProps = ReturnType<typeof productTabsProps.parse>;
