import { defineProps } from '@firsat/core/island';

/** Nothing to read: a printed link to the top, and the page's scroll. */
export const backToTopProps = defineProps('back-to-top', {});

export type BackToTopProps = ReturnType<typeof backToTopProps.parse>;
