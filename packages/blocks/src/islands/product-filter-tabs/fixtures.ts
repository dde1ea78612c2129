import { listingBlockMarkup } from '../../shared/block-requests';

/** The tabs of the demo's category block ('' = all, two categories, an action tab). */
export const FILTER_TABS: [value: string, label: string][] = [
  ['', 'Tümü'],
  ['elektronik', 'Elektronik'],
  ['giyim', 'Giyim'],
  ['custom_action#on_sale', 'İndirimde'],
];

/** A block with filter tabs above its items and numbered pagination. */
export const filterTabsBlockMarkup = (navigation: 'pagination' | 'loadMore' = 'pagination'): string =>
  listingBlockMarkup({ navigation, pages: 4, blockId: 'vitrin-sekmeler', tabs: FILTER_TABS });
