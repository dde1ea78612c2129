export { afterPageLoad, pageLoadedAt, remainingAfterLoad } from './page-timing';
