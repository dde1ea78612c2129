// What the server printed, put back exactly when an island fails or unmounts.
export { keepPrinted, type PrintedAttributes, useRestorePrinted } from './printed-markup';
