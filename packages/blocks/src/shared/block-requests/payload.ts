import * as v from 'valibot';
import type { FilterPayload } from './filter-payload';
import type { LoadMorePayload, PaginationPayload } from './paged-payload';
import type { ShowMoreFilterPayload } from './show-more-payload';

// The listing calls' payloads (SPEC §7), one file each, so that a chunk carries only the schemas
// its islands send: load more and pagination (paged-payload.ts), the filter tabs
// (filter-payload.ts), the product filter's show more (show-more-payload.ts).

/** A block id: not empty. */
export const blockIdField = v.pipe(v.string(), v.nonEmpty('is empty'));
/** A page: a whole number from 1. */
export const pageField = v.pipe(v.number(), v.integer(), v.minValue(1));

export type BlockPayload = LoadMorePayload | PaginationPayload | FilterPayload | ShowMoreFilterPayload;
