// What the server printed, put back exactly when an island fails or unmounts. The React hook has
// its own module: a behaviour that imports only `keepPrinted` brings no React with it.
export { keepPrinted, type PrintedAttributes } from './printed-markup';
export { useRestorePrinted } from './use-restore-printed';
