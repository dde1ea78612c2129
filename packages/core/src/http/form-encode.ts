/** One value a form field can carry; objects and arrays nest with PHP brackets. */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Blob
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };

/** A request payload as islands write it: `{ product_id: 12, variation: { attribute_pa_color: 'red' } }`. */
export type FormPayload = { readonly [key: string]: FormValue };

/** What the ajax calls accept: a payload object, or a form the page already serialised. */
export type RequestData = FormPayload | FormData | URLSearchParams;

/** One flattened field: its bracketed name and its string (or file) value. */
export type FormEntry = readonly [name: string, value: string | Blob];

/**
 * Flattens a payload into fields the way PHP reads them and jQuery.param writes them:
 * `{a: {b: 1}}` → `a[b]=1`, `{a: ['x', 'y']}` → `a[0]=x&a[1]=y`; booleans and numbers become
 * strings; null and undefined are left out, as are empty arrays and objects.
 */
export function flattenForm(data: FormPayload): FormEntry[] {
  const out: FormEntry[] = [];
  for (const [key, value] of Object.entries(data)) flattenInto(out, key, value);
  return out;
}

function flattenInto(out: FormEntry[], name: string, value: FormValue): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.push([name, String(value)]);
  } else if (value instanceof Blob) {
    out.push([name, value]);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) flattenInto(out, `${name}[${index}]`, item);
  } else {
    for (const [key, item] of Object.entries(value)) flattenInto(out, `${name}[${key}]`, item);
  }
}

/** True when some field holds a file, so the payload has to go as multipart. */
export function hasBinary(entries: readonly FormEntry[]): boolean {
  return entries.some(([, value]) => typeof value !== 'string');
}

/** The entries as `application/x-www-form-urlencoded` (binary values must not be present). */
export function toSearchParams(entries: readonly FormEntry[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries) params.append(name, String(value));
  return params;
}

/** The entries as multipart `FormData`; files keep their names. */
export function toFormData(entries: readonly FormEntry[]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else if (value instanceof File) form.append(name, value, value.name);
    else form.append(name, value);
  }
  return form;
}

/**
 * Builds a request body from any `RequestData`, with `first` fields (e.g. the admin-ajax
 * `action`) put in front and replacing same-named fields of the data. URL-encoded unless a
 * file is present or the data is already a `FormData`.
 */
export function encodeBody(
  data: RequestData | undefined,
  first: FormPayload = {},
): URLSearchParams | FormData {
  const head = flattenForm(first);
  const taken = new Set(head.map(([name]) => name));
  const rest = entriesOf(data).filter(([name]) => !taken.has(name));
  const entries = [...head, ...rest];
  return data instanceof FormData || hasBinary(entries) ? toFormData(entries) : toSearchParams(entries);
}

function entriesOf(data: RequestData | undefined): FormEntry[] {
  if (!data) return [];
  if (data instanceof FormData || data instanceof URLSearchParams) return [...data.entries()];
  return flattenForm(data);
}
