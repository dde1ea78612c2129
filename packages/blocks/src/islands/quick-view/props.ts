import { defineProps, prop } from '@firsat/core/island';
import * as v from 'valibot';
import { parsePostList } from './model';

const ISLAND = 'quick-view';

/** A class list as printed (`wopb-zoom_in`, `wopb-quick-view-wrapper wopb-layout-1`): names only. */
const CLASSES = /^[\w\s-]*$/;

/** A class list attribute: class names only, `fallback` when absent. */
const classes = (attribute: string, fallback: string, doc: string) =>
  prop.string(attribute, { pattern: CLASSES, patternText: 'must be class names', fallback, doc });

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
  wrapperClass: classes(
    'data-modal_wrapper_class',
    '',
    'Classes the modal takes while open (`wopb-quick-view-wrapper wopb-layout-1`).',
  ),
  openAnimation: classes(
    'data-open-animation',
    '',
    'The open animation’s class (`wopb-zoom_in`; none under reduced motion).',
  ),
  closeAnimation: classes('data-close-animation', '', 'The close animation’s class (`wopb-zoom_out`).'),
  loader: classes(
    'data-modal-loader',
    'loader_1',
    'The footer modal’s loader shown while the reply is on its way (`loader_1`).',
  ),
});

export type QuickViewProps = ReturnType<typeof quickViewProps.parse>;
