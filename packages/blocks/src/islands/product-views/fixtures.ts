// The island's test control, published through /testing: forget which products were already counted.
export { resetViewPings } from './model';
