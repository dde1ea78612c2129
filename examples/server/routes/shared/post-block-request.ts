import { postStatus } from '../../content';
import type { RequestContext } from '../../context';
import {
  type FormFields,
  type FormValue,
  fieldText,
  wpDie,
  wpSendJsonError,
  wpSendJsonSuccess,
} from '../../http';
import { findPostBlock, type PostBlock, type PostFilter, postFilterReply, postItems } from '../../render';
import type { AjaxRequest } from '../define';

/**
 * What the post-blocks grid endpoints (`ultp_next_prev`, `ultp_pagination`, `ultp_filter`,
 * `ultp_adv_filter`) share, as classes/Blocks.php does it: the `wpnonce` check (action
 * `ultp-nonce`; a missing, wrong or expired one makes the callback return, so admin-ajax ends
 * with its `0`), the page `postId` (not found, private, draft: `{success:false,data:{message}}`)
 * and the block `blockId` / `blockName` saved in it (none: admin-ajax's `0`).
 */
export function postBlockRequest(
  ctx: RequestContext,
  req: AjaxRequest,
): { block: PostBlock; reply?: undefined } | { reply: Response; block?: undefined } {
  if (ctx.verifyNonce('ultp-nonce', fieldText(req.fields, 'wpnonce')) === 0) return { reply: wpDie('0') };
  const postIdText = fieldText(req.body, 'postId') ?? '';
  const postId = /^\d+$/.test(postIdText.trim()) ? Number(postIdText) : 0;
  if (postId) {
    const post = postStatus(ctx.db, postId);
    if (!post) return { reply: wpSendJsonError({ message: 'Post not found' }) };
    if (post.status === 'private') return { reply: wpSendJsonError({ message: 'Private post' }) };
    if (post.status === 'draft' || post.status === 'pending') {
      return { reply: wpSendJsonError({ message: 'Not allowed' }) };
    }
  }
  const block = findPostBlock(postId, fieldText(req.body, 'blockId') ?? '', fieldText(req.body, 'blockName'));
  return block ? { block } : { reply: wpDie('0') };
}

/** Texts of a posted list: `a[]=x`, `a[0][value]=x`, or a JSON string of strings / `{value}`. */
function listOf(value: FormValue | undefined): string[] {
  const fromItem = (item: unknown): string | undefined => {
    if (typeof item === 'string' || typeof item === 'number') return String(item);
    if (item && typeof item === 'object' && 'value' in item) {
      const v = (item as { value: unknown }).value;
      return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
    }
    return undefined;
  };
  if (value === undefined || value instanceof File) return [];
  if (typeof value === 'object') {
    return Object.values(value)
      .map((item) =>
        typeof item === 'object' && !(item instanceof File)
          ? fromItem({ value: item.value })
          : fromItem(item),
      )
      .filter((item): item is string => item !== undefined && item !== '');
  }
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (Array.isArray(parsed)) {
        return parsed.map(fromItem).filter((item): item is string => item !== undefined && item !== '');
      }
    } catch {
      return [];
    }
  }
  return text ? [text] : [];
}

const truthy = (value: string | undefined): boolean => value === '1' || value === 'true';

function ids(values: string[]): number[] {
  return values.filter((v) => /^\d+$/.test(v)).map(Number);
}

/** The advanced filter's common fields: authors (all: none), order, orderby, quick sort, search. */
function advancedParts(body: FormFields): Omit<PostFilter, 'taxonomy' | 'type' | 'isAdv'> {
  const order = (fieldText(body, 'order') ?? 'DESC').toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
  return {
    authors: ids(listOf(body.author)).filter((id) => id > 0),
    order,
    orderby: fieldText(body, 'orderby') ?? '',
    search: (fieldText(body, 'search') ?? '').slice(0, 200),
    advSort: fieldText(body, 'adv_sort') ?? '',
  };
}

/**
 * The filter a next/previous, load-more or pagination call carries on (`filterValue`,
 * `filterType`, and with `isAdv` the advanced filter's fields): none when `filterValue` is empty.
 */
export function postFilterFromFields(body: FormFields): PostFilter | undefined {
  const taxonomy = listOf(body.filterValue);
  if (taxonomy.length === 0) return undefined;
  const isAdv = truthy(fieldText(body, 'isAdv'));
  return {
    taxonomy,
    type: fieldText(body, 'filterType') || (isAdv ? 'multiTaxonomy' : 'category'),
    isAdv,
    ...(isAdv ? advancedParts(body) : { authors: [], order: 'DESC', orderby: '', search: '', advSort: '' }),
  };
}

/** `ultp_adv_filter`'s request: `taxonomy[i][value]=<tax>###<slug>` and the common fields. */
export function postFilterFromAdvanced(body: FormFields): PostFilter {
  return { taxonomy: listOf(body.taxonomy), type: 'multiTaxonomy', isAdv: true, ...advancedParts(body) };
}

/**
 * Unique content (§6): the posts other blocks of the block's group show — the stored map's ids
 * for the group (`ultpUniqueIds`) less the block's own current posts (`ultpCurrentUniquePosts`).
 */
export function postUniqueFields(body: FormFields, block: PostBlock): number[] {
  if (!block.unique) return [];
  const parse = (name: string): unknown => {
    try {
      return JSON.parse(fieldText(body, name) ?? '') as unknown;
    } catch {
      return undefined;
    }
  };
  const map = parse('ultpUniqueIds');
  const group =
    map && typeof map === 'object' && !Array.isArray(map)
      ? (map as Record<string, unknown>)[block.unique]
      : undefined;
  const current = parse('ultpCurrentUniquePosts');
  const shown = new Set(Array.isArray(current) ? current.map(Number) : []);
  return Array.isArray(group)
    ? group.map(Number).filter((id) => Number.isInteger(id) && id > 0 && !shown.has(id))
    : [];
}

/**
 * The reply of `ultp_next_prev` and `ultp_pagination`: page `paged`'s items as HTML (the
 * content($attr, true) the plugin echoes), with the filter and archive the control carries on
 * and the unique-content exclusion; no `paged`: admin-ajax's `0`.
 */
export function postItemsReply(ctx: RequestContext, req: AjaxRequest): Response {
  const { block, reply } = postBlockRequest(ctx, req);
  if (reply) return reply;
  const paged = Number.parseInt(fieldText(req.body, 'paged') ?? '', 10);
  if (!(paged > 0)) return wpDie('0');
  const exclude = Number(fieldText(req.body, 'exclude') ?? '') || undefined;
  const { items } = postItems(
    ctx,
    block,
    { page: paged, filter: postFilterFromFields(req.body), exclude, builder: fieldText(req.body, 'builder') },
    postUniqueFields(req.body, block),
  );
  return wpDie(items.value);
}

/** `{success:true,data:{filteredData}}` for `ultp_filter` / `ultp_adv_filter`: page 1 under `filter`. */
export function filteredDataReply(
  ctx: RequestContext,
  req: AjaxRequest,
  block: PostBlock,
  filter: PostFilter,
  builder: string | undefined,
): Response {
  return wpSendJsonSuccess({
    filteredData: postFilterReply(
      ctx,
      block,
      filter,
      postUniqueFields(req.body, block),
      req.request.headers.get('referer'),
      builder,
    ),
  });
}
