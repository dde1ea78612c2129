/** One filter button as the model sees it (`div.ultp-filter-button`). */
export interface FilterButton {
  type: string;
  selected: string;
  active: boolean;
  /** its wrapper allows several active (`data-multiselect="true"`) */
  multi: boolean;
  /** `data-tax` (custom taxonomies) */
  tax: string;
}

/** One dropdown (`div.ultp-filter-select`): its type, the chosen id and the chosen option's `data-tax`. */
export interface FilterSelect {
  type: string;
  selected: string;
  tax: string;
}

/** The types whose buttons are exclusive within their type (post-blocks.md §3). */
const EXCLUSIVE = ['adv_sort', 'order', 'order_by'];

/** The request name of a control type: categories → category, tag(s) → post_tag, authors → author, order_by → orderby. */
export function taxOf(type: string): string {
  if (type === 'categories') return 'category';
  if (type === 'tag' || type === 'tags') return 'post_tag';
  if (type === 'authors') return 'author';
  if (type === 'order_by') return 'orderby';
  return type;
}

/**
 * The buttons after a press on `index` (SPEC §4 "Post filter buttons"): all (`_all`) deactivates
 * every other; an adv_sort / order / order_by button deactivates the others of its type; any
 * other deactivates all, and — where its wrapper allows one only, and always for authors — the
 * others of its type; then the pressed one toggles.
 */
export function pressButton(buttons: readonly FilterButton[], index: number): FilterButton[] {
  const pressed = buttons[index];
  if (!pressed) return [...buttons];
  const activating = !pressed.active;
  const single = !pressed.multi || taxOf(pressed.type) === 'author';
  const off = (button: FilterButton): boolean => {
    if (pressed.selected === '_all') return button.selected !== '_all';
    if (EXCLUSIVE.includes(pressed.type) && activating) return button.type === pressed.type;
    if (button.selected === '_all') return true;
    return activating && single && button.type === pressed.type;
  };
  return buttons.map((button, i) =>
    i === index ? { ...button, active: activating } : off(button) ? { ...button, active: false } : button,
  );
}

/** The filter fields of `ultp_adv_filter` (SPEC §3 "Post filter state"), in its order. */
export interface AdvFilterFields {
  taxonomy: { value: string }[];
  author?: { value: string }[];
  order?: string;
  orderby?: string;
  adv_sort?: string;
  search?: string;
}

/**
 * The fields the active buttons and the dropdowns give, as the plugin builds them: taxonomy values
 * `type###selected` (a custom taxonomy's own name), the author list skipped when its selection is
 * `_all`, order, orderby and adv_sort as single values, and the search text when there is a
 * search box.
 */
export function advFilterFields(
  buttons: readonly FilterButton[],
  selects: readonly FilterSelect[],
  search: string | null,
): AdvFilterFields {
  const taxonomy: { value: string }[] = [];
  const single: Omit<AdvFilterFields, 'taxonomy' | 'search'> = {};
  const take = (type: string, selected: string, tax: string) => {
    const name = taxOf(type);
    if (name === 'author') {
      if (selected !== '_all') single.author = [{ value: selected }];
    } else if (name === 'order' || name === 'orderby' || name === 'adv_sort') {
      single[name] = selected;
    } else if (name === 'custom_tax') {
      if (tax) taxonomy.push({ value: `${tax}###${selected}` });
    } else taxonomy.push({ value: `${name}###${selected}` });
  };
  for (const b of buttons) if (b.active) take(b.type, b.selected, b.tax);
  for (const s of selects) take(s.type, s.selected, s.tax);
  return { taxonomy, ...single, ...(search === null ? {} : { search }) };
}

/**
 * A chip's text: "Type: name". `label` is the type's name in the page's language (the plugin wrote
 * the type's slug in English whatever the site's language); a type without one is written as the
 * plugin did: the first `_` a space, each word capitalised.
 */
export const chipText = (type: string, name: string, label?: string): string =>
  `${label ?? type.replace('_', ' ').replace(/\b\w/g, (l) => l.toUpperCase())}: ${name}`;

/** The message key naming each of the plugin's filter types (a custom taxonomy has none). */
export const chipTypeKeys = {
  category: 'postFilterTypeCategory',
  tags: 'postFilterTypeTags',
  author: 'postFilterTypeAuthor',
  order: 'postFilterTypeOrder',
  orderby: 'postFilterTypeOrderby',
  adv_sort: 'postFilterTypeAdvSort',
} as const;

/** The filter's state in the address: each dropdown's choice, each type's active buttons, the search. */
export type FilterQuery = Record<string, string | null>;

/** The query of a state (`<key>_<type>`, `<key>_s`); the printed defaults leave their parameter out. */
export function filterQuery(
  key: string,
  state: {
    selects: readonly FilterSelect[];
    firstOf: (type: string) => string;
    buttons: readonly FilterButton[];
    search: string;
  },
  names: readonly string[],
): FilterQuery {
  const out: FilterQuery = {};
  for (const type of names) out[`${key}_${type}`] = null;
  for (const s of state.selects)
    out[`${key}_${s.type}`] = s.selected === state.firstOf(s.type) ? null : s.selected;
  const active = new Map<string, string[]>();
  for (const b of state.buttons)
    if (b.active) active.set(b.type, [...(active.get(b.type) ?? []), b.selected]);
  for (const [type, values] of active) out[`${key}_${type}`] = values.join(',');
  out[`${key}_s`] = state.search.trim() ? state.search : null;
  return out;
}
