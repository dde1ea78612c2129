// What the server printed, put back exactly when an island fails or unmounts. No React: what a
// behaviour imports (views' hook over it: shared/printed-markup).
export { keepPrinted, type PrintedAttributes } from './keep-printed';
