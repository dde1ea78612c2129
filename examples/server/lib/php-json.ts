/**
 * JSON as PHP's json_encode prints it with WordPress's default flags: slashes escaped as `\/`
 * and every non-ASCII character as a lowercase `\uXXXX` escape. Pages print their config
 * globals through this so they match what a WordPress page carries byte for byte.
 */

/** A value printed verbatim, for the few numbers PHP formats differently from JS (e.g. 1.0e-5). */
export class RawJson {
  constructor(readonly text: string) {}
}

function encodeString(text: string): string {
  return JSON.stringify(text)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function phpJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return encodeString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `[${value.map(phpJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.map(([key, v]) => `${encodeString(key)}:${phpJson(v)}`).join(',')}}`;
  }
  return 'null';
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The part of PHP's html_entity_decode that our values need: numeric and the basic named entities. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    return namedEntities[body.toLowerCase()] ?? match;
  });
}

/**
 * What wp_localize_script prints: top-level scalars become strings (true → "1", false/null → "")
 * with HTML entities decoded; nested arrays and objects are left as they are.
 */
export function localizeScript(name: string, data: Record<string, unknown>): string {
  const converted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === true) converted[key] = '1';
    else if (value === false || value === null || value === undefined) converted[key] = '';
    else if (typeof value === 'string') converted[key] = decodeEntities(value);
    else if (typeof value === 'number') converted[key] = String(value);
    else converted[key] = value;
  }
  return `var ${name} = ${phpJson(converted)};`;
}
