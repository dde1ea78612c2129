import { defineProps } from '@firsat/core/island';

/** Nothing to read: the block's classes and its grid parent's hidden controls. */
export const postPaginationBlockProps = defineProps('post-pagination-block', {});

export type PostPaginationBlockProps = ReturnType<typeof postPaginationBlockProps.parse>;
