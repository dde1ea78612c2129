/**
 * @firsat/core — the island loader. Nothing here imports React: a page pays for React only once
 * an island actually starts (see `runtime.ts`).
 */
export { configure } from './config/overrides';
export type { ConfigInput, FirsatConfig } from './config/types';
export type { MountTarget } from './dom/targets';
export { mount, observe, scan, start, unmount, whenIdle } from './island/controller';
export { defineIsland, islandModule } from './island/define-island';
export { IslandError } from './island/island-error';
export type { IslandEventDetail } from './island/lifecycle';
export { allDefinitions, register } from './island/registry';
export type {
  HydrationStrategy,
  IslandDefinition,
  IslandHostProps,
  IslandModule,
  IslandState,
  PropsParser,
} from './island/types';
