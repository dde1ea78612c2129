export { bindProductTabs } from './behaviour';
export * from './definition';
export { referenceTabsHtml } from './fixtures';
export { default as productTabsBehaviour } from './island';
export { type ProductTabsProps, productTabsProps } from './props';
