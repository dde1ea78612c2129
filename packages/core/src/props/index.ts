export { defineProps, type PropDoc, type PropsSchema } from './define-props';
export { type PropSpec, prop } from './prop';
