import type { ClassicEventArgs } from './classic-events';
import { getJQuery, type JQueryStaticLike } from './jquery';

/** Where classic events go by default: `document.body`, as WooCommerce's scripts do. */
function defaultTarget(): Element | Document {
  return document.body ?? document;
}

/**
 * Announces a classic event the way the replaced scripts did, so theme code keeps working:
 * a bubbling CustomEvent (detail = `args`) on `target` (default `document.body`), and, when the
 * page has jQuery, `jQuery(target).trigger(name, args)` with elements wrapped as jQuery objects.
 *
 * Each listener hears it once: jQuery's own handlers skip the native copy (through
 * `jQuery.event.triggered`, the flag jQuery itself uses for native default actions) and get the
 * jQuery one with its arguments; `onClassic()` skips the jQuery copy.
 */
export function dispatchClassic<N extends string>(
  name: N,
  args?: ClassicEventArgs<N>,
  target: Element | Document = defaultTarget(),
): void {
  const list: unknown[] = args ? [...args] : [];
  const jq = getJQuery();
  dispatchNative(target, name, list, jq);
  if (!jq) return;
  const wrapped = list.map((arg) => (arg instanceof Element ? jq(arg) : arg));
  jq(target).trigger(jq.Event(name, { firsatEcho: true }), wrapped);
}

function dispatchNative(
  target: Element | Document,
  name: string,
  args: unknown[],
  jq: JQueryStaticLike | undefined,
) {
  const event = new CustomEvent(name, { bubbles: true, cancelable: true, detail: args });
  const state = jq?.event;
  const previous = state?.triggered;
  if (state) state.triggered = name;
  try {
    target.dispatchEvent(event);
  } finally {
    if (state) state.triggered = previous;
  }
}
