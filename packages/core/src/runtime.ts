/** The React side of the island runtime; the loader imports it lazily. */

// Views read config and `t()` through the runtime; core's texts themselves are asked for by the
// loader beside React's group (`loadRuntime` in loader/controller.ts).
export { getConfig, mountIsland, t, unmountIsland, yieldToMain } from './runtime/index';
