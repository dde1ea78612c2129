/**
 * The `rel="next"` target of a `Link` header (`<https://…?page=2>; rel="next"`), or undefined.
 * Other relations in the same header (`prev`) are skipped.
 */
export function nextLink(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const match of header.matchAll(/<([^>]*)>([^<]*)/g)) {
    const params = match[2] ?? '';
    if (/;\s*rel\s*=\s*"?([^";,]*\s)?next[\s";,]/i.test(`${params},`)) return match[1];
  }
  return undefined;
}
