// What the table of contents and its back-to-top link share: SPEC §9's 1000 px and the
// frame-throttled scroll listeners that tell whether the page is scrolled past it.
export { onScrolledPast, onScrollFrame, SCROLLED_PAST_PX, scrolledPast } from './scrolled-past';
