import { defineProps } from '@firsat/core/island';

/** The mini cart reads nothing up front: its items and remove links are read when clicked. */
export const miniCartProps = defineProps('mini-cart', {});

export type MiniCartProps = ReturnType<typeof miniCartProps.parse>;
