export { documentTop, LOAD_MORE_SCROLL, scrollToNewItems, scrollWindowTo } from './scroll';
