import type tr from './tr';

/** The compare island's own texts in English. */
export default {
  dialogLabel: 'Compare products',
  add: 'Add to compare: {name}',
  added: 'In the compare list: {name}',
  addNoName: 'Add to compare',
  addedNoName: 'In the compare list',
  navItemOne: 'Compare, {count} product',
  navItemOther: 'Compare, {count} products',
  countOne: '{count} product in the compare list',
  countOther: '{count} products in the compare list',
  addedNotice: '{name} has been added to the compare list.',
  addedNoticeNoName: 'The product has been added to the compare list.',
  viewList: 'View list',
  remove: 'Remove from compare',
  clear: 'Clear all',
  addProduct: 'Add product',
  pickerLabel: 'Add a product to compare',
  close: 'Close',
  resultsOne: '{count} product found',
  resultsOther: '{count} products found',
  noResults: 'No products found',
  decrease: 'Decrease',
  increase: 'Increase',
} satisfies Record<keyof typeof tr, string>;
