/** The printed arrows: `a.ultp-prev-action` and `a.ultp-next-action` (the latter without an href). */
export function readArrows(el: HTMLElement): { prev: HTMLElement | null; next: HTMLElement | null } {
  return {
    prev: el.querySelector<HTMLElement>('.ultp-prev-action'),
    next: el.querySelector<HTMLElement>('.ultp-next-action'),
  };
}
