export { bindCatalogOrdering } from './behaviour';
export * from './definition';
export { catalogOrderingMarkup } from './fixtures';
export { default as catalogOrderingBehaviour } from './island';
export { type CatalogOrderingProps, catalogOrderingProps } from './props';
