import type { Migration } from '../db';
import { insertPost } from './seed';

/** The `/filtre/` page's id: clear of every other seed range (products 20–34 and 2000+, pages 10–15). */
export const filterPageId = 1400;

/** `/filtre/` (issue 12): the page holding the product filter block and the grid it drives. */
export const filterPage: Migration = {
  name: 'filter-page',
  up: (db) => {
    insertPost(db, {
      id: filterPageId,
      type: 'page',
      slug: 'filtre',
      title: 'Filtre',
      dateGmt: '2026-01-15 09:00:00',
    });
  },
};
