export { afterPageLoad, pageLoadedAt, prefersReducedMotion, remainingAfterLoad } from './page-timing';
