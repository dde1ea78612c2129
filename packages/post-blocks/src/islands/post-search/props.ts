import { defineProps, prop } from '@firsat/core/island';
import * as v from 'valibot';
import { phpFlag } from '../../shared/php-flag';
import { readSearchMarkup } from './markup';

const flag = (attribute: string, doc: string) =>
  prop.custom(attribute, phpFlag, { type: 'boolean', fallback: false, doc });

/**
 * `data-searchPostType`: the post types to leave out, `[{value}…]`. The plugin concatenates a
 * PHP array into the attribute, so it prints nothing (or `Array`): anything but a JSON array of
 * `{value}` leaves nothing out, as its script does.
 */
const excludeSchema = v.pipe(
  v.string(),
  v.transform((raw): string[] => {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return [];
      return parsed.flatMap((entry) =>
        typeof entry === 'object' && entry && typeof (entry as { value?: unknown }).value === 'string'
          ? [(entry as { value: string }).value]
          : [],
      );
    } catch {
      return [];
    }
  }),
);

/** The advanced search block's schema (post-blocks.md §4): its data-* and its printed form. */
export const postSearchProps = defineProps('post-search', {
  blockId: prop.string('data-blockid', {
    required: true,
    pattern: /^[\w-]+$/,
    patternText: 'must be a block id (letters, digits, - and _)',
    doc: 'The block’s id: the floating results box is `.result-data.ultp-block-<blockId>`.',
  }),
  ajax: flag('data-ajax', 'Live results while typing (`1`), else Enter and the button only.'),
  goSearch: flag('data-gosearch', 'Enter and the search button open the results page `<home>/?s=<text>`.'),
  newTab: flag('data-enablenewtab', 'That results page opens in a new tab.'),
  image: flag('data-image', 'The results show each post’s image (`image` in the request).'),
  author: prop.string('data-author', {
    fallback: '',
    doc: 'The results show the author (`1`). Any other text is off: the plugin prints it unquoted, so an off value can swallow the next attribute.',
  }),
  date: flag('data-date', 'The results show the date.'),
  excerpt: flag('data-excerpt', 'The results show the excerpt.'),
  excerptLimit: prop.number('data-excerptlimit', {
    integer: true,
    min: 0,
    fallback: 55,
    doc: 'The excerpt’s length in words (`excerptLimit`).',
  }),
  category: flag('data-catenable', 'The results show the categories (`category`).'),
  viewAll: flag(
    'data-allresult',
    '“View all”: the results come `data-postno` at a time with a button for the next page.',
  ),
  perPage: prop.number('data-postno', {
    integer: true,
    min: 1,
    fallback: 10,
    doc: 'Results per page with “view all” (`postPerPage`; 10 without it).',
  }),
  popupType: prop.string('data-popuptype', {
    fallback: '',
    doc: 'The popup layouts’ animation (`popup`, `top`, …): the search icon opens the canvas. None: inline.',
  }),
  popupPosition: prop.string('data-popupposition', {
    fallback: 'right',
    doc: 'Where the `popup` layout’s box opens beside the icon (`left`, `right`).',
  }),
  noResultText: prop.string('data-noresultext', {
    fallback: '',
    doc: 'The no-result text (default from the island’s texts).',
  }),
  viewMoreText: prop.string('data-viewmoretext', { fallback: '', doc: 'The “view all” button’s text.' }),
  exclude: prop.custom('data-searchposttype', excludeSchema, {
    type: 'string',
    fallback: [],
    doc: 'Post types left out, `[{"value":…}]` (the plugin prints none); sent as `exclude` and `ultp_exclude`.',
  }),
  form: prop.markup(readSearchMarkup, {
    type: 'markup',
    doc: '`.ultp-searchform-content` with `input.ultp-searchres-input` (required), `.ultp-search-clear`, `.ultp-search-button`; popup layouts: `.ultp-searchpopup-icon`, `.ultp-search-canvas`, `.ultp-popupclose-icon`.',
  }),
});

export type PostSearchProps = ReturnType<typeof postSearchProps.parse>;
