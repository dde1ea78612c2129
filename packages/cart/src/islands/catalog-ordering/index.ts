export { CatalogOrdering } from './catalog-ordering';
export * from './definition';
export { catalogOrderingMarkup } from './fixtures';
export { type CatalogOrderingProps, catalogOrderingProps } from './props';
