export { bindProductGallery } from './behaviour';
export * from './definition';
export { builderGalleryHtml, classicGalleryHtml, referencePlaceholderGalleryHtml } from './fixtures';
export { default as productGalleryBehaviour } from './island';
export { type ProductGalleryProps, productGalleryProps } from './props';
