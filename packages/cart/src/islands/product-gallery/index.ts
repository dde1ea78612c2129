export * from './definition';
export { builderGalleryHtml, classicGalleryHtml, referencePlaceholderGalleryHtml } from './fixtures';
export { default as productGalleryBehaviour } from './island';
export { bindProductGallery } from './product-gallery';
export { type ProductGalleryProps, productGalleryProps } from './props';
