import { defineProps } from '@firsat/core/island';

/** The notices island reads nothing: it watches the wrapper's notices. */
export const noticesProps = defineProps('notices', {});

export type NoticesProps = ReturnType<typeof noticesProps.parse>;
