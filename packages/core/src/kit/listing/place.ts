import type { ListingPlugin } from './plugin';

/**
 * Where a block of `plugin` sits, as the plugins work it out: the post id (the first of the
 * plugin's holders around `el` with a whole-number `data-postid` wins over the block's own
 * `postId`) and the widget id (the last `-` part of the closest `.widget_block`'s id).
 */
export const listingPlace =
  (plugin: Pick<ListingPlugin, 'postIdHolders'>) =>
  (el: Element, postId: number): { postId: string; widgetBlockId: string } => {
    const widget = el.closest('.widget_block')?.id ?? '';
    return {
      postId:
        plugin.postIdHolders
          .map((holder) => el.closest(holder)?.getAttribute('data-postid')?.trim())
          .find((id) => id && /^\d+$/.test(id)) ?? String(postId),
      widgetBlockId: widget ? (widget.split('-').pop() ?? '') : '',
    };
  };
