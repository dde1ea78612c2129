export { CatalogOrdering } from './catalog-ordering';
export * from './definition';
export { type CatalogOrderingProps, catalogOrderingProps } from './props';
