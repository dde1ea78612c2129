import type tr from './tr';

/** The compare island's own texts in English. */
export default {
  dialogLabel: 'Compare products',
  add: 'Add to compare: {name}',
  added: 'In the compare list: {name}',
  addNoName: 'Add to compare',
  addedNoName: 'In the compare list',
  navItem: 'Compare, {count} products',
  count: '{count} products in the compare list',
  addedNotice: '{name} has been added to the compare list.',
  addedNoticeNoName: 'The product has been added to the compare list.',
  viewList: 'View list',
  remove: 'Remove from compare',
  clear: 'Clear all',
  addProduct: 'Add product',
  pickerLabel: 'Add a product to compare',
  close: 'Close',
  results: '{count} products found',
  noResults: 'No products found',
  decrease: 'Decrease',
  increase: 'Increase',
} satisfies Record<keyof typeof tr, string>;
