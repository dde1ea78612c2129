/**
 * @firsat/core — the island loader. Nothing here imports React: a page pays for React only once
 * an island actually starts (see `runtime.ts`).
 */
export { type ConfigInput, configure, type FirsatConfig } from './configure/index';
export {
  allDefinitions,
  type BehaviourContext,
  type BehaviourModule,
  defineIsland,
  type HydrationStrategy,
  type IslandDefinition,
  IslandError,
  type IslandEventDetail,
  type IslandHostProps,
  type IslandModule,
  type IslandRow,
  type IslandState,
  islandModule,
  type PropsParser,
  register,
  registerTable,
  registerTableFamily,
  type ViewModule,
} from './island/index';
export { type MountTarget, mount, observe, scan, start, unmount, whenIdle } from './loader/index';
