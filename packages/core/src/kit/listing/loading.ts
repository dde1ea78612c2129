import { markLoading } from '../request/index';
import type { ListingPlugin } from './plugin';

/**
 * A block of `plugin` at work (its loading look and `aria-busy` on the wrapper); the returned
 * function takes it away, as printed.
 */
export const listingLoading =
  (plugin: Pick<ListingPlugin, 'loading'>) =>
  (wrapper: Element | null): (() => void) =>
    markLoading(wrapper, plugin.loading);
