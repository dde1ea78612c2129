export { defineIsland, islandModule } from './define-island';
export { IslandError } from './island-error';
export { type IslandRow, registerTable, registerTableFamily } from './island-table';
export {
  clearIslandMarks,
  emitIslandEvent,
  type IslandEventDetail,
  markIsland,
  reportIslandFailure,
} from './lifecycle';
export {
  allDefinitions,
  clearRegistry,
  combinedSelector,
  getDefinition,
  register,
  wakeFamilies,
} from './registry';
export type {
  BehaviourContext,
  BehaviourModule,
  HydrationStrategy,
  IslandDefinition,
  IslandHostProps,
  IslandModule,
  IslandState,
  LoadsMessages,
  PropsParser,
  ViewModule,
} from './types';
