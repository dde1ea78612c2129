import { postGridMarkup } from '../../shared/listing';

/** A grid with the filter bar (Tümü, Rehber, Haber) and load more. */
export const filterBarGridMarkup = (navigation: 'loadMore' | 'pagination' = 'loadMore'): string =>
  postGridMarkup({ navigation, filter: true, pages: 3, blockId: 'suzgec01' });
