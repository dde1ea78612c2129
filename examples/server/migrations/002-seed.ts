import type { Migration } from '../db';
import { gmtDateTime, randomHex } from '../lib';
import { seedCatalog, seedContent, seedCoupons, seedPacks, seedShipping, seedUsers } from './seed';

/** The demo data. Deal end dates are not stored here: rollDemoDeals() sets them at every start. */
export const seed: Migration = {
  name: 'seed',
  up: (db, { now }) => {
    const created = gmtDateTime(now);
    const setOption = db.prepare('INSERT INTO options (name, value) VALUES (?, ?)');
    // The key that signs session cookies and nonces (WordPress's auth salts).
    setOption.run('secret', randomHex(32));
    setOption.run('blogname', 'Fırsat Çarşısı');
    setOption.run('seeded_gmt', created);
    seedUsers(db, created);
    seedContent(db, created);
    seedCatalog(db, created);
    seedShipping(db);
    seedCoupons(db, Math.floor(now / 1000));
    seedPacks(db, created);
  },
};
