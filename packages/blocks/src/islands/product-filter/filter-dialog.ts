// The kit's dialog (and its focus trap) as the filter modal's own lazy import: it comes only
// where the modal can open (below 768 px), not with the filter on every width.
export { dialog } from '@firsat/core/kit';
