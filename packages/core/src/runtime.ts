/** The React side of the island runtime; the loader imports it lazily. */
export { mountIsland, unmountIsland } from './runtime/index';
export { yieldToMain } from './runtime/yield';
