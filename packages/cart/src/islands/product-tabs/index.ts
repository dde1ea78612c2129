export * from './definition';
export { referenceTabsHtml } from './fixtures';
export { default as productTabsBehaviour } from './island';
export { bindProductTabs } from './product-tabs';
export { type ProductTabsProps, productTabsProps } from './props';
