export { inertOutside } from './inert';
