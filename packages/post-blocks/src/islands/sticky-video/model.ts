/**
 * Whether the video sticks (post-blocks.md §7): once the reader scrolled past the bottom of its
 * place on the page (`placeBottom`, px from the window's top, below the admin bar `topInset`),
 * until they scroll back into it — and never again after its close control.
 */
export function shouldStick(placeBottom: number, topInset: number, closed: boolean): boolean {
  return !closed && placeBottom < topInset;
}
