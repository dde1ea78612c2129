import { defineProps, prop } from '@firsat/core/island';
import * as v from 'valibot';
import { footerModalLook } from '../../shared/footer-modal';
import { parsePostList } from './model';

const ISLAND = 'quick-view';

/** The quick view button's data-* (product-blocks.md §6 "Button"). */
export const quickViewProps = defineProps(ISLAND, {
  postId: prop.number('data-postid', {
    integer: true,
    min: 1,
    required: true,
    doc: 'The product the modal shows (`postid` of the `wopb_quickview` request).',
  }),
  list: prop.custom(
    'data-list',
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const ids = parsePostList(dataset.value);
        if (ids) return ids;
        addIssue({ message: 'must be post ids separated by commas, e.g. 20,32,25' });
        return NEVER;
      }),
    ) as v.GenericSchema<string, number[]>,
    {
      type: 'integer[]',
      fallback: [],
      doc: 'The loop’s ids (`postList`): the modal’s previous / next go through them.',
    },
  ),
  wrapperClass: footerModalLook.wrapperClass,
  openAnimation: footerModalLook.openAnimation,
  closeAnimation: footerModalLook.closeAnimation,
  loader: footerModalLook.loader,
});

export type QuickViewProps = ReturnType<typeof quickViewProps.parse>;
