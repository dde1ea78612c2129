/**
 * Form fields the way PHP fills $_POST: `shipping_method[0]=x` and
 * `variation[attribute_pa_color]=red` become nested objects, `a[]=1&a[]=2` appends numbered keys,
 * a later field with the same name wins, and dots or spaces in the top-level name become `_`.
 * Every nested level is a plain object (PHP's array): `{ shipping_method: { '0': 'x' } }`.
 */
export type FormValue = string | File | FormFields;
export interface FormFields {
  [key: string]: FormValue;
}

function nextIndex(target: FormFields): string {
  let next = 0;
  for (const key of Object.keys(target)) {
    if (/^(0|[1-9][0-9]*)$/.test(key)) next = Math.max(next, Number(key) + 1);
  }
  return String(next);
}

/** Splits `a[b][]` into the base name and its bracket keys, following PHP's rules for odd names. */
export function splitFieldName(name: string): { base: string; keys: string[] } {
  const trimmed = name.replace(/^ +/, '');
  const open = trimmed.indexOf('[');
  const closeAfterOpen = open >= 0 ? trimmed.indexOf(']', open) : -1;
  if (open === 0) return { base: '', keys: [] }; // PHP skips a field whose name starts with `[`
  if (open < 0 || closeAfterOpen < 0) {
    // No usable bracket: PHP keeps the whole name, with the first stray `[` turned into `_`.
    return { base: trimmed.replace(/[ .[]/g, '_'), keys: [] };
  }
  const base = trimmed.slice(0, open).replace(/[ .]/g, '_');
  const keys: string[] = [];
  let rest = trimmed.slice(open);
  while (rest.startsWith('[')) {
    const close = rest.indexOf(']');
    if (close < 0) break; // an unclosed trailing segment is dropped, as PHP drops it
    keys.push(rest.slice(1, close));
    rest = rest.slice(close + 1);
  }
  return { base, keys };
}

// Groups have no prototype, so a field named `__proto__[x]` is just a key and pollutes nothing.
function group(): FormFields {
  return Object.create(null) as FormFields;
}

export function parsePhpForm(entries: Iterable<[string, string | File]>): FormFields {
  const result = group();
  for (const [name, value] of entries) {
    const { base, keys } = splitFieldName(name);
    if (base === '') continue;
    if (keys.length === 0) {
      result[base] = value;
      continue;
    }
    let target = result;
    let key = base;
    for (const segment of keys) {
      const existing = target[key];
      const child =
        existing !== undefined && typeof existing === 'object' && !(existing instanceof File)
          ? existing
          : group();
      target[key] = child;
      target = child;
      key = segment === '' ? nextIndex(child) : segment;
    }
    target[key] = value;
  }
  return result;
}

/** Reads a text field (`undefined` when it is missing or is a nested group or a file). */
export function fieldText(fields: FormFields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' ? value : undefined;
}

/** Reads a nested group such as `variation[...]` (empty when missing or not a group). */
export function fieldGroup(fields: FormFields, name: string): FormFields {
  const value = fields[name];
  return value !== undefined && typeof value === 'object' && !(value instanceof File) ? value : {};
}

/** The text values of a group in key order, e.g. the ids of `ids[]=1&ids[]=2`. */
export function groupTexts(group: FormFields): string[] {
  return Object.values(group).filter((value): value is string => typeof value === 'string');
}
