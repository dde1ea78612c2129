import { defineProps, IslandError, prop } from '@firsat/core/island';

export const SHARE_ITEM = '.wopb-share-item';

/** A post id as the plugin prints it on `.wopb-share-item` (`postId="25"`); null when absent. */
export function readPostId(item: Element | null | undefined): number | null {
  const raw = item?.getAttribute('postid');
  if (raw === null || raw === undefined) return null;
  const id = Number(raw.trim());
  if (!Number.isInteger(id) || id <= 0)
    throw new IslandError('share-buttons', 'postId', raw, 'is not a post id');
  return id;
}

/** The count printed on the item (`count="3"`) or in `.wopb-share-count`; 0 when neither is a number. */
export function readCount(el: Element): number {
  const candidates = [
    el.querySelector(SHARE_ITEM)?.getAttribute('count'),
    el.querySelector('.wopb-share-count')?.textContent,
  ];
  for (const raw of candidates) {
    const n = Number(raw?.trim());
    if (raw != null && raw.trim() !== '' && Number.isInteger(n) && n >= 0) return n;
  }
  return 0;
}

/** The share bar's schema: everything is read from the plugin's markup. */
export const shareButtonsProps = defineProps('share-buttons', {
  postId: prop.markup((el) => readPostId(el.querySelector(SHARE_ITEM)), {
    type: 'integer | null',
    doc: 'The product, from the `postId` attribute of the first `.wopb-share-item` (each item’s own `postId` is used when it is clicked).',
  }),
  count: prop.markup(readCount, {
    type: 'integer',
    doc: 'The share total as printed: the items’ `count` attribute, else the text of `.wopb-share-count`.',
  }),
});

export type ShareButtonsProps = ReturnType<typeof shareButtonsProps.parse>;
