export { phpFlag } from './php-flag';
