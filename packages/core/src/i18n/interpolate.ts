/**
 * Replaces each `{name}` in `text` with `vars[name]`. Placeholders without a value stay as they
 * are, so a missing value shows up instead of vanishing.
 */
export function interpolate(text: string, vars?: Readonly<Record<string, string | number>>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : match,
  );
}
