import { defineProps, prop } from '@firsat/core/island';
import { readLinks } from './markup';

/** The contents read markup only: the links of `.ultp-toc-lists` (saved block markup, no data-*). */
export const tableOfContentsProps = defineProps('table-of-contents', {
  links: prop.markup(readLinks, {
    type: 'HTMLAnchorElement[]',
    doc: 'The `.ultp-toc-lists a[href="#…"]` links, each to a heading of the page (at least one).',
  }),
});

export type TableOfContentsProps = ReturnType<typeof tableOfContentsProps.parse>;
