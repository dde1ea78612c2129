import type tr from './tr';

/** The wishlist island's own texts in English. */
export default {
  dialogLabel: 'Wishlist',
  add: 'Add to wishlist: {name}',
  browse: 'Browse wishlist: {name}',
  addNoName: 'Add to wishlist',
  browseNoName: 'Browse wishlist',
  navItemOne: 'Wishlist, {count} product',
  navItemOther: 'Wishlist, {count} products',
  countOne: '{count} product in the wishlist',
  countOther: '{count} products in the wishlist',
  added: '{name} has been added to the wishlist.',
  addedNoName: 'The product has been added to the wishlist.',
  removed: 'The product has been removed from the wishlist.',
  allToCart: 'The wishlist’s products have been added to the cart.',
} satisfies Record<keyof typeof tr, string>;
