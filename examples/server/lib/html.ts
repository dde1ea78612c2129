/**
 * A tiny HTML builder: `html` escapes every interpolated value unless it is already `SafeHtml`,
 * so page code cannot print a product name or a query parameter unescaped by accident.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
};

/** Escapes text for an element body or a quoted attribute, as WordPress's esc_html / esc_attr do. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** Marks a string as already-safe HTML (trusted markup built by the server itself). */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (value === null || value === undefined || value === false || value === true) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Joins class names, dropping empty ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** A URL for an href, the way esc_url() prints it: `&` as `&#038;`, quotes escaped. */
export function escUrl(url: string): SafeHtml {
  return raw(
    url.replace(/&/g, '&#038;').replace(/"/g, '&quot;').replace(/'/g, '&#039;').replace(/</g, '%3C'),
  );
}
