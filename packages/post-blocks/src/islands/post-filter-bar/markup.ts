/** The bar's links (`li.filter-item > a[data-taxonomy]`) and the value each names ('' is all). */
export function readTabs(el: HTMLElement): { tabs: HTMLAnchorElement[]; valueOf(a: Element): string } {
  return {
    tabs: [...el.querySelectorAll<HTMLAnchorElement>('li.filter-item > a')],
    valueOf: (a) => a.getAttribute('data-taxonomy') ?? '',
  };
}
