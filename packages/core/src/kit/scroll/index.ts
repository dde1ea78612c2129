export { documentTop, LOAD_MORE_SCROLL, scrollToBlock, scrollToNewItems, scrollWindowTo } from './scroll';
