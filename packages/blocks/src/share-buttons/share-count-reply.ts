/**
 * Reads `wopb_share_count`'s answer, `wp_send_json_success({success, count})`:
 * `{success: true, data: {success: true, count}}`. Anything else is no count (null).
 */
export function readShareCount(reply: unknown): number | null {
  if (typeof reply !== 'object' || reply === null) return null;
  const { success, data } = reply as { success?: unknown; data?: unknown };
  if (success !== true || typeof data !== 'object' || data === null) return null;
  const count = Number((data as { count?: unknown }).count);
  return Number.isInteger(count) && count >= 0 ? count : null;
}
