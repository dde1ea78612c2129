import { allMessages, defineMessages } from '@firsat/core/island';
import { blockRequestMessages } from '../../../shared/block-requests';

/**
 * The product filter's texts: the names it gives the printed controls (the search box, the price
 * inputs, the chips' remove buttons), the count and "no result" it announces, the modal's
 * buttons. SPEC §8's failure log is core's. Joined with the listing calls' own.
 */
export const ownMessages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});

export const messages = allMessages(ownMessages, blockRequestMessages);
