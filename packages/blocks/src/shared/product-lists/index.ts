// What the compare and wishlist islands share: the lists as the page knows them (their cookies,
// core's count stores, the other tabs), the page's controls bound to them, the calls with the
// product-blocks nonce, and the printed markup they read.
export { bindListButton, type ListButtonOptions } from './product-list-button';
export { postListAction, postProductList } from './product-list-client';
export { markProcessing, postIdOf, productNameNear } from './product-list-markup';
export {
  LIST_COOKIE,
  type ListState,
  listCount,
  listState,
  noteList,
  type ProductListName,
  printedListIds,
  readListCookie,
  resetLists,
  speakCount,
  startListSync,
  syncListsFromCookies,
} from './product-list-state';
