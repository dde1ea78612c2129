/** The page a press on previous or next leads to, or null when that arrow is disabled. */
export function stepPage(direction: 'prev' | 'next', page: number, pages: number): number | null {
  const to = direction === 'prev' ? page - 1 : page + 1;
  return to >= 1 && to <= pages ? to : null;
}

/** Which arrows are disabled on `page` (the plugin's `ultp-disable`). */
export const disabledArrows = (page: number, pages: number): { prev: boolean; next: boolean } => ({
  prev: page <= 1,
  next: page >= pages,
});
