/**
 * The one error an island raises for bad input. Its message names the island, the attribute and
 * the value, so a site owner reading the console knows exactly which markup to fix.
 */
export class IslandError extends Error {
  override readonly name = 'IslandError';

  constructor(
    readonly island: string,
    readonly attribute: string | undefined,
    readonly value: string | null | undefined,
    readonly reason: string,
  ) {
    super(IslandError.describe(island, attribute, value, reason));
  }

  static describe(
    island: string,
    attribute: string | undefined,
    value: string | null | undefined,
    reason: string,
  ) {
    if (!attribute) return `[firsat] ${island}: ${reason}`;
    const shown = value === null || value === undefined ? 'missing' : `"${value}"`;
    return `[firsat] ${island}: ${attribute}=${shown} — ${reason}`;
  }
}
