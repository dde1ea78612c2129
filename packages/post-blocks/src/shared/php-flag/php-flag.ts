import * as v from 'valibot';

/**
 * A switch as post-blocks prints it from a PHP boolean: `1` for on and nothing for off (the
 * plugin's script reads `1` or `true` as on). Anything but `1`, `true`, `0`, `false` or nothing
 * fails the island.
 */
export const phpFlag = v.pipe(
  v.string(),
  v.transform((s) => s.trim().toLowerCase()),
  v.picklist(['1', 'true', '', '0', 'false'], 'must be 1, true, 0, false or empty'),
  v.transform((s) => s === '1' || s === 'true'),
);
