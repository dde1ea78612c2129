import type { JQueryCollection, JQueryEventLike, JQueryStaticLike } from './jquery';

type Handler = (event: JQueryEventLike, ...args: unknown[]) => void;

/**
 * Test helper: a jQuery stand-in that behaves like jQuery where it matters for events. `.on()`
 * binds one native listener per element and type that skips the type in `jQuery.event.triggered`
 * (as jQuery's own `eventHandle` does); `.trigger()` walks from the element up to `document`,
 * calling the jQuery handlers with the extra arguments, and never fires native listeners.
 */
export function installFakeJQuery(): { jQuery: JQueryStaticLike; uninstall: () => void } {
  const handlers = new WeakMap<EventTarget, Map<string, Handler[]>>();

  const listFor = (elem: EventTarget, type: string): Handler[] => {
    let byType = handlers.get(elem);
    if (!byType) {
      byType = new Map();
      handlers.set(elem, byType);
    }
    let list = byType.get(type);
    if (!list) {
      list = [];
      byType.set(type, list);
      const current = list;
      elem.addEventListener(type, (native) => {
        if (jQuery.event?.triggered === native.type) return;
        const event: JQueryEventLike = { type, target: native.target, originalEvent: native };
        for (const handler of [...current]) handler(event);
      });
    }
    return list;
  };

  const collection = (elem: Element | Document): JQueryCollection => ({
    jquery: '3.7.1-fake',
    0: elem,
    on(type, handler) {
      listFor(elem, type).push(handler);
      return this;
    },
    off(type, handler) {
      const list = listFor(elem, type);
      const index = list.indexOf(handler);
      if (index >= 0) list.splice(index, 1);
      return this;
    },
    trigger(eventOrType, args = []) {
      const event: JQueryEventLike =
        typeof eventOrType === 'string'
          ? { type: eventOrType, target: elem }
          : { ...eventOrType, target: elem };
      for (let node: Node | null = elem; node; node = node.parentNode) {
        for (const handler of [...(handlers.get(node)?.get(event.type) ?? [])]) handler(event, ...args);
      }
      return this;
    },
  });

  const jQuery = Object.assign(collection, {
    Event: (type: string, props?: Record<string, unknown>): JQueryEventLike => ({
      type,
      target: null,
      ...props,
    }),
    event: { triggered: undefined as string | undefined },
  }) as JQueryStaticLike;

  const global = globalThis as { jQuery?: unknown };
  global.jQuery = jQuery;
  return {
    jQuery,
    uninstall: () => {
      delete global.jQuery;
    },
  };
}
