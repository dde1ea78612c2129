export { mount, observe, scan, start, unmount, whenIdle } from './controller';
export type { MountTarget } from './targets';
