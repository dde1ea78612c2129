/**
 * The behaviour island kind's chunk side: `behaviourModule()`. Its own folder, reached only from
 * island chunks (`@firsat/core/island`), never from the loader.
 */
export { type BehaviourSpec, behaviourModule } from './behaviour-module';
export { keepChildren, keepPrinted, type PrintedAttributes } from './keep-printed';
export { type LazyView, lazyView } from './lazy-view';
export { startBehaviour } from './start-behaviour';
