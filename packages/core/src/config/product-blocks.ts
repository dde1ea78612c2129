import type { ConfigInput, ProductBlocksConfig } from '../configure/index';
import { decodeEntities } from './decode-entities';
import { flag, type Loose, num, readGlobal, str } from './loose';

const POSITIONS: ReadonlyArray<ProductBlocksConfig['currencyPosition']> = [
  'left',
  'left_space',
  'right',
  'right_space',
];

function position(g: Loose | null): ProductBlocksConfig['currencyPosition'] | undefined {
  const value = str(g, 'currency_position');
  return POSITIONS.find((p) => p === value);
}

/** The `ajax_*` WC-AJAX addresses a wopb global prints, keyed as printed. */
function ajaxUrls(g: Loose | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!g) return out;
  for (const [key, value] of Object.entries(g)) {
    if (key.startsWith('ajax_') && typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * What the product-blocks plugin prints: `wopb_core`, `wopb_compare`, `wopb_wishlist`,
 * `wopb_quickview` and the pro `wopb_currency_switcher`.
 */
export function readProductBlocks(): ConfigInput {
  const core = readGlobal('wopb_core');
  const compare = readGlobal('wopb_compare');
  const wishlist = readGlobal('wopb_wishlist');
  const quickview = readGlobal('wopb_quickview');
  const switcher = readGlobal('wopb_currency_switcher');
  const symbol = str(core, 'currency_symbol');
  return {
    ajaxUrl: str(core, 'ajax'),
    restRoot: str(core, 'rest'),
    productBlocks: {
      security: str(core, 'security'),
      currencySymbol: symbol === undefined ? undefined : decodeEntities(symbol),
      currencyPosition: position(core),
      pageId: num(core, 'page_id'),
      urls: { ...ajaxUrls(compare), ...ajaxUrls(core) },
      compareSecurity: str(compare, 'security'),
      wishlistSecurity: str(wishlist, 'security'),
      quickviewSecurity: str(quickview, 'security'),
      emptyWishlist: flag(wishlist, 'emptyWishlist'),
      isVariationSwitchActive: flag(quickview, 'isVariationSwitchActive'),
      currencySwitcherSecurity: str(switcher, 'security'),
    },
  };
}
