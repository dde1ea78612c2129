/**
 * The compare addon's rules without the page (compare.js 4.4.23): the request's fields, the
 * reply, where the reply goes, the picker's search rule and the table's quantities.
 */

/** What a compare control asks (`data-action`, or the modal's `remove` / `clear`). */
export type CompareType = 'add' | 'remove' | 'clear' | 'nav_popup' | 'menu_block';

/** The `wopb_compare` fields: `action` is added by admin-ajax, `wpnonce` by the client. */
export interface ComparePayload {
  postid: string;
  type: CompareType;
  added_action: string;
}

/** `{postid, type, added_action}` as compare.js sends them (`postid` "" for a nav item). */
export function comparePayload(
  postId: number | null,
  type: CompareType,
  addedAction: string,
): ComparePayload {
  return { postid: postId === null ? '' : String(postId), type, added_action: addedAction };
}

/** `wopb_compare`'s `{success, data: {html, compare_count, demo_column}}`. */
export interface CompareReply {
  html: string;
  count: number | null;
  demoColumn: number;
}

/** Reads the reply; anything that is not a success with HTML is null (a failure). */
export function readCompareReply(body: unknown): CompareReply | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, data } = body as { success?: unknown; data?: unknown };
  if (success !== true || typeof data !== 'object' || data === null) return null;
  const { html, compare_count, demo_column } = data as Record<string, unknown>;
  if (typeof html !== 'string') return null;
  const count = Number(compare_count);
  const demo = Number(demo_column);
  return {
    html,
    count: Number.isFinite(count) && count >= 0 ? Math.trunc(count) : null,
    demoColumn: Number.isFinite(demo) ? demo : 3,
  };
}

/** Where the modal shows a reply (compare.js `success`). */
export type CompareShow =
  /** into `.wopb-modal-content` (a fresh modal: add, nav_popup, menu_block) */
  | 'content'
  /** the table keeps its columns: only the removed product's cells go */
  | 'drop-cells'
  /** the whole `.wopb-compare-wrapper` is replaced (remove down to the demo columns, clear, the picker's add) */
  | 'replace-wrapper';

/** Where a reply to `type` goes: remove keeps the table while more products than demo columns remain. */
export function compareShow(type: CompareType, addedAction: string, reply: CompareReply): CompareShow {
  if (type === 'remove')
    return reply.count !== null && reply.count > reply.demoColumn ? 'drop-cells' : 'replace-wrapper';
  if (type === 'clear') return 'replace-wrapper';
  if (type === 'add' && addedAction === 'product_list') return 'replace-wrapper';
  return 'content';
}

/** The picker searches with an empty text or 3 characters and more (SPEC §5). */
export function pickerSearches(text: string): boolean {
  const length = [...text.trim()].length;
  return length === 0 || length >= 3;
}

/** A compare quantity as compare.js keeps it: empty or below 1 is 1 (SPEC §5); else the whole number typed. */
export function compareQuantity(value: string): string {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 1) return '1';
  return String(Math.floor(n));
}
