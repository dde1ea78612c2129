import { defineProps, prop } from '@firsat/core/island';
import * as v from 'valibot';
import { phpFlag } from '../../shared/php-flag';
import { readSearchMarkup } from './markup';

const flag = (attribute: string, doc: string) =>
  prop.custom(attribute, phpFlag, { type: 'boolean', fallback: false, doc });

/** A left-out post type as the block's settings save it: `{value, title}` (the route reads `title`). */
export type ExcludedType = { value: string } & Record<string, string>;

/**
 * `data-searchPostType`: the post types to leave out, `[{"value":…,"title":…}…]`, sent on as
 * printed (the route reads each `title`, the results page link each `value`). Anything but a JSON
 * array of such objects leaves nothing out, as the plugin's script does with the empty value its
 * PHP prints by default.
 */
const excludeSchema = v.pipe(
  v.string(),
  v.transform((raw): ExcludedType[] => {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return [];
      return parsed.flatMap((entry): ExcludedType[] => {
        if (typeof entry !== 'object' || entry === null) return [];
        const fields = Object.entries(entry).filter((f): f is [string, string] => typeof f[1] === 'string');
        const kept = Object.fromEntries(fields);
        return typeof kept.value === 'string' ? [kept as ExcludedType] : [];
      });
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
    doc: 'Post types left out, `[{"value":…,"title":…}]`; sent as printed in `exclude`, their values in the results page’s `ultp_exclude`.',
  }),
  form: prop.markup(readSearchMarkup, {
    type: 'markup',
    doc: '`.ultp-searchform-content` with `input.ultp-searchres-input` (required), `.ultp-search-clear`, `.ultp-search-button`; popup layouts: `.ultp-searchpopup-icon`, `.ultp-search-canvas`, `.ultp-popupclose-icon`.',
  }),
});

export type PostSearchProps = ReturnType<typeof postSearchProps.parse>;
