import type { BehaviourModule } from '../island/index';

/**
 * Tests and stories: reads a behaviour's props from `el` and starts it, as the loader does.
 * Returns the props and the stop function the loader would call on unmount. Await
 * `module.messages?.load()` first (see `loadMessages`) when the behaviour has texts of its own.
 */
export function startBehaviour<P>(
  module: BehaviourModule<P>,
  el: HTMLElement,
  overrides?: Partial<P>,
): { props: P; stop: () => void } {
  const props = module.props.parse(el, overrides);
  return { props, stop: module.start(el, props) };
}
