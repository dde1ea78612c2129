import { allMessages, coreMessages } from '../i18n/index';
import type { BehaviourContext, BehaviourModule, LoadsMessages, PropsParser } from '../island/index';

/** What a behaviour island's folder writes: its props schema and the function that binds it. */
export interface BehaviourSpec<P> {
  props: PropsParser<P>;
  /** Its own texts (`defineMessages`); the loader fetches the page locale's before `bind`. */
  messages?: LoadsMessages;
  /**
   * Takes over `el`: listens (with `context.signal`), changes the server's markup (classes,
   * attributes, text, `hidden`, focus — each change paired with `context.onCleanup`) and clones
   * templates the server printed. Never builds UI the server does not print: that is a view.
   * May return one more cleanup.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: most binds return nothing; returning a cleanup is the option
  bind(el: HTMLElement, context: BehaviourContext<P>): void | (() => void);
}

/**
 * Declares a behaviour island's chunk: the loader runs it without React. Cleanups run once, in
 * reverse order, on unmount; if `bind` throws they run at once and the error goes on to the
 * loader, which reports it (the server's markup is then as it was).
 */
export function behaviourModule<P>({ props, bind, messages }: BehaviourSpec<P>): BehaviourModule<P> {
  return {
    kind: 'behaviour',
    props,
    // Core's shared texts for the page locale come with every behaviour's own.
    messages: messages ? allMessages(coreMessages, messages) : coreMessages,
    start(el, value) {
      const controller = new AbortController();
      const undo: (() => void)[] = [];
      const stop = () => {
        if (controller.signal.aborted) return;
        controller.abort();
        for (const step of undo.splice(0).reverse()) {
          try {
            step();
          } catch (error) {
            console.error('[firsat] a cleanup step failed', error);
          }
        }
      };
      try {
        const returned = bind(el, {
          props: value,
          signal: controller.signal,
          onCleanup: (step) => {
            if (controller.signal.aborted) step();
            else undo.push(step);
          },
        });
        if (typeof returned === 'function') undo.push(returned);
      } catch (error) {
        stop();
        throw error;
      }
      return stop;
    },
  };
}
