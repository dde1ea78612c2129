/**
 * The little of jQuery firsat touches, typed structurally: the page's own jQuery (any 1.x–4.x)
 * fits it, and firsat never loads jQuery itself.
 */
export interface JQueryEventLike {
  type: string;
  target: EventTarget | null;
  /** Set when jQuery is dispatching a native event; absent for `.trigger()`-made events. */
  originalEvent?: Event;
  /** Marks an event firsat itself triggered through jQuery. */
  firsatEcho?: boolean;
}

/** A jQuery collection (only what firsat uses). */
export interface JQueryCollection {
  readonly jquery: string;
  readonly [index: number]: Element | Document | undefined;
  on(events: string, handler: (event: JQueryEventLike, ...args: unknown[]) => void): unknown;
  off(events: string, handler: (event: JQueryEventLike, ...args: unknown[]) => void): unknown;
  trigger(event: string | JQueryEventLike, args?: unknown[]): unknown;
}

/** The jQuery function. */
export interface JQueryStaticLike {
  (target: Element | Document): JQueryCollection;
  Event(type: string, props?: Record<string, unknown>): JQueryEventLike;
  /** The event type jQuery is currently running a native default action for; its own handlers skip it. */
  event?: { triggered?: string | undefined };
}

/** The page's jQuery, if it has one. */
export function getJQuery(): JQueryStaticLike | undefined {
  const jq = (globalThis as { jQuery?: unknown }).jQuery;
  return typeof jq === 'function' ? (jq as JQueryStaticLike) : undefined;
}

/** True for a jQuery collection. */
export function isJQueryCollection(value: unknown): value is JQueryCollection {
  return (
    typeof value === 'object' && value !== null && typeof (value as { jquery?: unknown }).jquery === 'string'
  );
}
