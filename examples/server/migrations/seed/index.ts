/**
 * The demo data the seed migration writes, and the fixed ids and logins pages and the banner print.
 */
export type { SeedProduct } from './catalog-data';
export { seedCatalog, seedProduct } from './seed-catalog';
export { pageIds, seedContent } from './seed-content';
export { ensureTerm, insertPost, relate } from './seed-helpers';
export { seedCoupons, seedPacks, seedShipping } from './seed-shop';
export { demoLogins, seedUsers, userIds } from './seed-users';
