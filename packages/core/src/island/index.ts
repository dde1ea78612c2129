export { defineIsland, islandModule } from './define-island';
export { IslandError } from './island-error';
export {
  clearIslandMarks,
  emitIslandEvent,
  type IslandEventDetail,
  markIsland,
  reportIslandFailure,
} from './lifecycle';
export { allDefinitions, clearRegistry, combinedSelector, getDefinition, register } from './registry';
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
