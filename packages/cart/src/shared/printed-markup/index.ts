// Views' way to put back what the server printed when they unmount: `useRestorePrinted`, React's
// hook over shared/printed-attributes' `keepPrinted` (re-exported for them). A behaviour imports
// shared/printed-attributes instead, so that no React comes with it.
export { keepPrinted, type PrintedAttributes } from '../printed-attributes';
export { useRestorePrinted } from './use-restore-printed';
