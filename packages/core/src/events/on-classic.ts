import type { ClassicEventArgs } from './classic-events';
import { getJQuery, isJQueryCollection, type JQueryEventLike } from './jquery';

/** Receives a classic event's arguments and the element it was announced on. */
export type ClassicHandler<N extends string> = (
  args: ClassicEventArgs<N>,
  target: EventTarget | null,
) => void;

function detailArgs(event: Event): unknown[] {
  const detail = (event as CustomEvent<unknown>).detail;
  if (Array.isArray(detail)) return detail;
  return detail === undefined || detail === null ? [] : [detail];
}

/**
 * Listens for a classic event on `target` (default `document`, which hears events announced on
 * `document.body`, on forms inside it, and on `document` itself), whoever announces it: a native
 * CustomEvent (firsat's `dispatchClassic`, WooCommerce blocks) or a jQuery `.trigger()` from theme
 * or plugin code. jQuery objects among the arguments arrive as their first element. Each event is
 * delivered once. Returns the unsubscribe.
 */
export function onClassic<N extends string>(
  name: N,
  handler: ClassicHandler<N>,
  target: Element | Document = document,
): () => void {
  const native = (event: Event) => handler(detailArgs(event) as ClassicEventArgs<N>, event.target);
  target.addEventListener(name, native);

  const jq = getJQuery();
  // jQuery also runs its handlers for native events (originalEvent set): those were delivered
  // above. Events firsat triggered through jQuery were delivered natively as well.
  const viaJQuery = (event: JQueryEventLike, ...args: unknown[]) => {
    if (event.originalEvent || event.firsatEcho) return;
    const plain = args.map((arg) => (isJQueryCollection(arg) ? arg[0] : arg));
    handler(plain as ClassicEventArgs<N>, event.target);
  };
  jq?.(target).on(name, viaJQuery);

  return () => {
    target.removeEventListener(name, native);
    jq?.(target).off(name, viaJQuery);
  };
}
