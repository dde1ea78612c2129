export { bindCartForm } from './behaviour';
export * from './definition';
export { default as cartFormBehaviour } from './island';
export { type CartFormProps, cartFormProps } from './props';
