/**
 * Careful readers for values the server printed. A page may print a global twice, print it
 * half-filled, or a theme may overwrite it: every reader returns `undefined` for anything it
 * cannot use instead of throwing.
 */

/** A plain object of unknown content. */
export type Loose = Record<string, unknown>;

/** True for a non-null, non-array object. */
export function isLoose(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `window[name]` when it is an object, else null. */
export function readGlobal(name: string): Loose | null {
  const value = (globalThis as unknown as Loose)[name];
  return isLoose(value) ? value : null;
}

/** A nested object (`obj.params`), or null. */
export function child(obj: Loose | null, key: string): Loose | null {
  const value = obj?.[key];
  return isLoose(value) ? value : null;
}

/** A string field; numbers are accepted as their decimal text. */
export function str(obj: Loose | null, key: string): string | undefined {
  const value = obj?.[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A finite number field; numeric strings are accepted. */
export function num(obj: Loose | null, key: string): number | undefined {
  const value = obj?.[key];
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

const TRUE = new Set(['1', 'yes', 'true', 'on']);
const FALSE = new Set(['', '0', 'no', 'false', 'off']);

/** A WordPress-style flag: true, 1, '1', 'yes', 'true' / false, 0, '', '0', 'no', 'false'. */
export function flag(obj: Loose | null, key: string): boolean | undefined {
  const value = obj?.[key];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  return undefined;
}

/** The string-valued entries of an object field (other values are dropped). */
export function strings(obj: Loose | null, key: string): Record<string, string> | undefined {
  const value = child(obj, key);
  if (!value) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** Maps server message keys (`i18n_view_cart`) to firsat ids, keeping the non-empty strings. */
export function pickMessages(
  obj: Loose | null,
  table: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, id] of Object.entries(table)) {
    const text = str(obj, key);
    if (text) out[id] = text;
  }
  return out;
}
