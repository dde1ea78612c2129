import { prop } from '@firsat/core/island';
import * as v from 'valibot';

/**
 * `data-filter-attributes`: the JSON the plugin prints (`{"queryTax":…,"queryCat":[…]}`, or `[]`,
 * PHP's empty array). jQuery's `.data()` parsed it and `$.ajax` sent it PHP-style
 * (`filterAttributes[queryCat][]=…`); the request does the same with the parsed value.
 */
const filterAttributesSchema = v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())]);

/**
 * `data-postid`: the post's id, a whole number (the plugin prints `get_the_ID()`; empty, where
 * WordPress has none, is 0 as PHP reads it). Anything else fails the island before it sends it.
 */
const postIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d*$/, 'must be a post id (a whole number)'),
  v.transform(Number),
);

/** The `data-postid` every product block prints, with the doc of the island reading it. */
export const postIdProp = (doc: string) =>
  prop.custom('data-postid', postIdSchema, { type: 'integer', fallback: 0, doc, fromCode: Number });

/**
 * The data-* every listing control of a product block carries (load more, numbered pagination,
 * filter tabs: SPEC §3 "Block data attributes"). Each island spreads them into its defineProps.
 */
export const blockAttributeProps = {
  blockId: prop.string('data-blockid', {
    required: true,
    doc: 'The block’s id (`blockId`): the server finds the block by it in the post’s content.',
  }),
  blockName: prop.string('data-blockname', {
    fallback: '',
    doc: '`product-blocks_<slug>`, e.g. `product-blocks_product-grid-1`.',
  }),
  postId: postIdProp('The post holding the block; a surrounding `.wopb-shortcode`’s `data-postid` wins.'),
  builder: prop.string('data-builder', {
    fallback: '',
    doc: 'On archives and search only: `taxonomy###<tax>###<slug>` or `search###<query>`.',
  }),
  filterAttributes: prop.json('data-filter-attributes', filterAttributesSchema, {
    fallback: [],
    type: 'object | []',
    doc: 'The block’s query narrowing (`queryTax` with `queryCat`/`queryCatAction`, `productTaxonomy`, `post__not_in`).',
  }),
};

/** What blockAttributeProps parse to. */
export interface BlockAttributes {
  blockId: string;
  blockName: string;
  postId: number;
  builder: string;
  filterAttributes: Record<string, unknown> | unknown[];
}
