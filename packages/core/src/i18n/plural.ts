/**
 * Picks the singular or the plural form (SPEC §9: "one is singular, otherwise plural"): `one`
 * when `n` is exactly 1, `other` for everything else, 0 included.
 */
export function plural<T>(n: number, one: T, other: T): T {
  return n === 1 ? one : other;
}
