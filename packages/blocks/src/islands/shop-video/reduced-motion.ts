/** True when the visitor asked for less motion: no video starts by itself on hover then (core's, shared with the sliders). */
export { prefersReducedMotion } from '@firsat/core/island';
