import type tr from './tr';

/** The quick view's own texts in English. */
export default {
  dialogLabel: 'Quick view',
  loading: 'Loading the product',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  image: 'Image {n}',
  previousProduct: 'Previous product: {name}',
  nextProduct: 'Next product: {name}',
  close: 'Close',
  closeZoom: 'Close the zoom',
  failed: 'The product could not be opened. Please try again.',
  cartFailed: 'The product could not be added to the cart. Please try again.',
} satisfies Record<keyof typeof tr, string>;
