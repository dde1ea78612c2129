export * from './definition';
export { builderGalleryHtml, classicGalleryHtml, referencePlaceholderGalleryHtml } from './fixtures';
export { ProductGallery } from './product-gallery';
export { type ProductGalleryProps, productGalleryProps } from './props';
