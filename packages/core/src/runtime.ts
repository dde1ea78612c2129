/** The React side of the island runtime; the loader imports it lazily. */

// Config and messages travel with the runtime: every island needs them, so they load once, in
// parallel with React, rather than inside whichever island chunk happens to use them first.
export { getConfig, mountIsland, t, unmountIsland, yieldToMain } from './runtime/index';
