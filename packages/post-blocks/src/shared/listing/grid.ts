/** The parts of a post grid a listing control works on (post-blocks.md §1). */
export interface PostGrid {
  /** `div.ultp-post-grid-block.ultp-block-<id>` (the wrapper's parent) */
  block: HTMLElement | null;
  /** `div.ultp-block-wrapper`: the loading class goes here */
  wrapper: HTMLElement | null;
  /** `div.ultp-block-items-wrap`: the replies go here */
  items: HTMLElement | null;
  /** the block's heading (`.ultp-heading-inner`), where focus goes after a page change */
  heading: HTMLElement | null;
}

/** The grid a detached control names (`data-for="ultp-block-<id>"`), if the page has it. */
function namedGrid(control: Element): HTMLElement | null {
  const name = control.getAttribute('data-for')?.trim();
  if (!name || !/^[\w-]+$/.test(name)) return null;
  return control.ownerDocument.querySelector<HTMLElement>(`.${name} .ultp-block-wrapper`);
}

/**
 * The grid of a control: the `.ultp-block-wrapper` around it, else — a detached pagination
 * block's control — the one in the block its `data-for` names.
 */
export function gridOf(control: Element): PostGrid {
  const wrapper = control.closest<HTMLElement>('.ultp-block-wrapper') ?? namedGrid(control);
  return {
    block: wrapper?.parentElement ?? null,
    wrapper,
    items: wrapper?.querySelector<HTMLElement>('.ultp-block-items-wrap') ?? null,
    heading: wrapper?.querySelector<HTMLElement>('.ultp-heading-inner') ?? null,
  };
}

/** The post items under `root`. */
export const postItems = (root: ParentNode | null): HTMLElement[] =>
  root ? [...root.querySelectorAll<HTMLElement>('.ultp-block-item')] : [];

/** A JSON-looking attribute parsed as jQuery's `.data()` did; the text as it is otherwise. */
function looseData(value: string | null): unknown {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/** A `data-filter-<name>` (controls) or `data-filter_<name>` (the infinite-scroll wrapper). */
const filterData = (el: Element, name: string): unknown =>
  looseData(
    el.getAttribute(`data-filter-${name}`) ?? el.getAttribute(`data-filter_${name.replace('-', '_')}`),
  );

type Sent = string | number | boolean | readonly Sent[] | { readonly [key: string]: Sent };

/** A value as the plugin's `$.ajax` sent it: scalars and JSON as read, anything else ''. */
const sent = (value: unknown): Sent =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : Array.isArray(value) || (typeof value === 'object' && value !== null)
      ? (value as Sent)
      : '';

/**
 * The advanced filter's state a control carries once the filter was used (its reply prints the
 * `data-filter-*` on the new controls): `filterValue`, `filterType`, and — when the value is a
 * non-empty list — `filterShow`, `checkFilter`, `isAdv`, `author`, `order`, `orderby`,
 * `adv_sort` (post-blocks.md §0), so that later pages keep the filter.
 */
export function filterFields(el: Element): {
  filterValue: Sent;
  filterType: Sent;
  adv: Record<string, Sent>;
} {
  const value = filterData(el, 'value');
  const filterValue = value === undefined || value === null ? '' : sent(value);
  const adv: Record<string, Sent> = {};
  if (Array.isArray(value) && value.length > 0) {
    adv.filterShow = true;
    adv.checkFilter = true;
    adv.isAdv = true;
    adv.author = sent(filterData(el, 'author'));
    adv.order = sent(filterData(el, 'order'));
    adv.orderby = sent(filterData(el, 'orderby'));
    adv.adv_sort = sent(filterData(el, 'adv-sort'));
  }
  return { filterValue, filterType: sent(filterData(el, 'type')), adv };
}
