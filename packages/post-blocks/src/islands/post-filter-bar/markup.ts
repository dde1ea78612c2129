/** The bar's links (`li.filter-item > a[data-taxonomy]`) and the value each names ('' is all). */
export function readTabs(el: HTMLElement): { tabs: HTMLAnchorElement[]; tabValue(a: Element): string } {
  return {
    tabs: [...el.querySelectorAll<HTMLAnchorElement>('li.filter-item > a')],
    tabValue: (a) => a.getAttribute('data-taxonomy') ?? '',
  };
}
