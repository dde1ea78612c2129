export * from './definition';
export { referenceTabsHtml } from './fixtures';
export { ProductTabs } from './product-tabs';
export { type ProductTabsProps, productTabsProps } from './props';
