import type { IslandDefinition, ViewModule } from './types';

const NAME = /^[a-z][a-z0-9-]*$/;

/** Declares an island. The selector always also matches `[data-firsat="<name>"]`. */
export function defineIsland<P>(definition: IslandDefinition<P>): IslandDefinition<P> {
  if (!NAME.test(definition.name))
    throw new Error(`[firsat] island name "${definition.name}" must be kebab-case`);
  const own = `[data-firsat="${definition.name}"]`;
  const selector = definition.selector.includes(own) ? definition.selector : `${definition.selector}, ${own}`;
  return { when: 'load', ...definition, selector };
}

/** Declares what a view island's chunk exports: its props parser and its React view. */
export function islandModule<P>(module: ViewModule<P>): ViewModule<P> {
  return module;
}
