/**
 * Whether the video sticks (post-blocks.md §7): once the reader scrolled past the bottom of its
 * place on the page (`placeBottom`, px from the window's top, below the admin bar `topInset`),
 * until they scroll back into it — and never again after its close control. Beyond the plugin:
 * it steps aside while the page's footer is in view (`footerInView`), as the sticky share bars
 * do, so the floated player covers none of the footer's links.
 */
export function shouldStick(
  placeBottom: number,
  topInset: number,
  closed: boolean,
  footerInView = false,
): boolean {
  return !closed && !footerInView && placeBottom < topInset;
}
