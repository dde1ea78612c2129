// What the table of contents, its back-to-top link, the share bars and the sticky video share:
// SPEC §9's 1000 px, the frame-throttled scroll listeners that tell whether the page is scrolled
// past it, and whether the footer has come into view.
export {
  footerReached,
  onScrolledPast,
  onScrollFrame,
  SCROLLED_PAST_PX,
  scrolledPast,
} from './scrolled-past';
