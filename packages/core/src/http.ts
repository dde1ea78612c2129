/** The one HTTP client: shop ajax, admin ajax, WordPress REST, the cart queue, SPEC §8 errors. */
export * from './http/index';
