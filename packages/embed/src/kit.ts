/**
 * What `window.Firsat` offers of the behaviour kit, in a chunk of its own that downloads on the
 * first call: `Firsat.confirm('…')` in place of `window.confirm`, SweetAlert's alert and its
 * three-way question, the dialog on a theme's printed markup, the disclosure and the toasts.
 */
export { alert, ask, confirm, dialog, disclosure, toast } from '@firsat/core/kit';
