/**
 * What an island's own chunk imports from core: the props schema, the module helper and the
 * shared hooks and models. Loaded with the first island, never by the loader.
 */

export { useCountdown } from './hooks/use-countdown';
export { islandModule } from './island/define-island';
export { IslandError } from './island/island-error';
export type { IslandHostProps, IslandModule } from './island/types';
export { type CountdownParts, pad2, parseDealDate, remainingParts } from './models/countdown';
export { type CountdownStore, createCountdown } from './models/countdown-store';
export { onSecond } from './models/second-ticker';
export { defineProps, type PropDoc, type PropsSchema } from './props/define-props';
export { type PropSpec, prop } from './props/prop';
