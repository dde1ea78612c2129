import { insertHtml } from '@firsat/core/html';
import { HttpError } from '@firsat/core/http';
import * as v from 'valibot';
import type { PostGrid } from './grid';

/** What `ultp_filter` and `ultp_adv_filter` answer (post-blocks.md §2, §3). */
const filteredReplySchema = v.object({
  success: v.optional(v.boolean()),
  data: v.object({
    filteredData: v.object({
      blocks: v.optional(v.nullable(v.string()), ''),
      pagination: v.optional(v.nullable(v.string()), ''),
      paginationType: v.optional(v.nullable(v.string()), ''),
      paginationShow: v.optional(v.unknown()),
      notFound: v.optional(v.nullable(v.string()), ''),
      data_attrs: v.optional(v.unknown()),
    }),
  }),
});

export type FilteredData = v.InferOutput<typeof filteredReplySchema>['data']['filteredData'];

/** The reply's `data.filteredData`; a reply that is not one fails as the plugin's did (SPEC §8). */
export function parseFilteredReply(text: string): FilteredData {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw HttpError.of('invalid_json', { status: 200, data: text });
  }
  const parsed = v.safeParse(filteredReplySchema, json);
  if (!parsed.success || parsed.output.success === false)
    throw HttpError.of('unknown_error', { status: 200, data: json });
  return parsed.output.data.filteredData;
}

/** The control each pagination type replaces, in the grid's wrapper (post-blocks.md §2). */
const CONTROL: Record<string, string> = {
  loadMore: '.ultp-loadmore',
  navigation: '.ultp-next-prev-wrap',
  pagination: '.ultp-pagination-wrap',
};

/**
 * Puts a filter reply into the grid: `blocks` into `.ultp-block-items-wrap`, `pagination` in
 * place of the control its `paginationType` names (load more only when `paginationShow`), and of
 * the detached controls the grid parent's `data-pagi` lists, keeping their classes. The loader's
 * observer mounts the new controls. `replaced` collects [printed, new] pairs for the island's
 * cleanup (`putBack`).
 */
export async function applyFilteredReply(
  grid: PostGrid,
  data: FilteredData,
  replaced: [Element, Element][],
): Promise<void> {
  if (grid.items) await insertHtml(grid.items, data.blocks ?? '', 'inner');
  const html = data.pagination ?? '';
  const type = data.paginationType ?? '';
  if (!html.trim() || !(type in CONTROL)) return;
  const swap = async (old: Element, keepClasses: boolean) => {
    const holder = old.ownerDocument.createElement('div');
    await insertHtml(holder, html, 'inner');
    const fresh = holder.firstElementChild;
    if (!fresh) return;
    if (keepClasses) fresh.classList.add(...old.classList);
    old.replaceWith(fresh);
    replaced.push([old, fresh]);
  };
  const own = grid.wrapper?.querySelector(CONTROL[type] ?? '');
  if (own && (type !== 'loadMore' || data.paginationShow)) await swap(own, false);
  const parent = grid.wrapper?.closest('.ultp-post-grid-parent');
  for (const name of pagiClasses(parent)) {
    const selector = type === 'loadMore' ? `.ultp-loadmore.${name}` : `.${name}[data-for]`;
    for (const old of parent?.ownerDocument.querySelectorAll(selector) ?? []) await swap(old, true);
  }
}

/** The detached pagination blocks' classes a grid parent lists in `data-pagi` (JSON). */
function pagiClasses(parent: Element | null | undefined): string[] {
  try {
    const list = JSON.parse(parent?.getAttribute('data-pagi') ?? '[]') as unknown;
    return Array.isArray(list)
      ? list.filter((c): c is string => typeof c === 'string' && /^[\w-]+$/.test(c))
      : [];
  } catch {
    return [];
  }
}

/** Puts the printed controls a reply replaced back, newest first (the island's cleanup). */
export function putBack(replaced: [Element, Element][]): void {
  for (const [old, fresh] of replaced.splice(0).reverse()) if (fresh.isConnected) fresh.replaceWith(old);
}
