import { listingCalls } from '@firsat/core/kit';
import { WOPB_LOADING } from './place';

/**
 * One listing call at a time per control (the kit's `listingCalls`): a newer call aborts the
 * older one, the block shows the product blocks' loading look while the newest runs, and a
 * failure logs SPEC §8's line and runs `undo`. Ends with the island (`signal`).
 */
export const createBlockCalls = listingCalls({ loading: WOPB_LOADING });
