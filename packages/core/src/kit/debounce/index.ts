export { type Debounced, debounce } from './debounce';
