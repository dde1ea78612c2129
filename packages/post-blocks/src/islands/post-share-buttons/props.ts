import { defineProps, IslandError, prop } from '@firsat/core/island';

/** The element carrying the post and its count (`postId`, `count`: plain attributes). */
export const SHARE_ITEMS = '.ultp-post-share-item-inner-block';

/** A post id as the plugin prints it (`postId="25"`); null when absent. */
export function readPostId(items: Element | null | undefined): number | null {
  const raw = items?.getAttribute('postid');
  if (raw === null || raw === undefined) return null;
  const id = Number(raw.trim());
  if (!Number.isInteger(id) || id <= 0)
    throw new IslandError('post-share-buttons', 'postId', raw, 'is not a post id');
  return id;
}

/** The printed total: the items' `count`, else `.ultp-post-share-count`; 0 when neither is a number. */
export function readCount(el: Element): number {
  for (const raw of [
    el.querySelector(SHARE_ITEMS)?.getAttribute('count'),
    el.querySelector('.ultp-post-share-count')?.textContent,
  ]) {
    const n = Number(raw?.trim());
    if (raw != null && raw.trim() !== '' && Number.isInteger(n) && n >= 0) return n;
  }
  return 0;
}

/** The share bar's schema: read from the plugin's markup (Post_Social_Share::content). */
export const postShareButtonsProps = defineProps('post-share-buttons', {
  postId: prop.markup((el) => readPostId(el.querySelector(SHARE_ITEMS)), {
    type: 'integer | null',
    doc: 'The post, from the plain `postId` attribute of `.ultp-post-share-item-inner-block` (none: the window opens, nothing is counted).',
  }),
  count: prop.markup(readCount, {
    type: 'integer',
    doc: 'The share total as printed: the `count` attribute of `.ultp-post-share-item-inner-block`, else the text of `.ultp-post-share-count`.',
  }),
});

export type PostShareButtonsProps = ReturnType<typeof postShareButtonsProps.parse>;
