// What the server printed, put back exactly when an island fails or unmounts. No React: the
// behaviours' `keepPrinted` (a view would wrap it in a hook: note before its effects, restore
// after their cleanups).
export { keepPrinted, type PrintedAttributes } from './keep-printed';
