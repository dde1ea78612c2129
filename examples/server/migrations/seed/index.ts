/**
 * The demo data the seed migration writes, and the fixed ids and logins pages and the banner print.
 */
export { seedCatalog } from './seed-catalog';
export { pageIds, seedContent } from './seed-content';
export { insertPost } from './seed-helpers';
export { seedCoupons, seedPacks, seedShipping } from './seed-shop';
export { demoLogins, seedUsers, userIds } from './seed-users';
