import { logBlockFailure } from '@firsat/core/http';
import type { BehaviourContext, PushConfig } from '@firsat/core/island';
import { disclosure } from '@firsat/core/kit';
import { createBell } from './markup';
import { messages } from './messages';
import type { PushBellProps } from './props';
import type { PushProvider } from './provider';

/**
 * The push bell (SPEC §1): a button fixed at the bottom right, created on the page, that opens
 * a small panel (the kit's disclosure: Escape and a press outside close it, focus back on the
 * bell). Until the first opening that is all: the working part (panel.ts: the provider adapter,
 * the state machine, the provider's client) comes with it, and the provider's SDK after it
 * (client.ts injects it). Each state is then shown in the panel, on the bell
 * (`data-push-state`) and announced through core's live region; the panel's action subscribes or
 * unsubscribes; a failure logs SPEC §8's line with its status and offers to try again. Without a
 * usable `firsat_push` global (props.ts) there is no bell.
 */
export function bindPushBell(el: HTMLElement, context: BehaviourContext<PushBellProps>): void {
  const { config } = context.props;
  if (config) startPushBell(el.ownerDocument, config, context);
}

/** The bell over the page's provider (its config) or any other (a fake one in tests and stories). */
export function startPushBell(
  doc: Document,
  source: PushConfig | PushProvider,
  context: Pick<BehaviourContext<unknown>, 'signal' | 'onCleanup'>,
): void {
  const bell = createBell(doc, {
    region: messages.t('pushRegion'),
    bell: messages.t('pushBell'),
    title: messages.t('pushTitle'),
    intro: messages.t('pushIntro'),
  });
  doc.body.append(bell.root);
  context.onCleanup(() => bell.root.remove());

  let panel: Promise<{ open(): void }> | undefined;
  const opened = () => {
    panel ??= import('./panel').then(({ startPanel }) => startPanel(bell, source, context));
    panel.then(
      (adapter) => {
        if (!context.signal.aborted) adapter.open();
      },
      (error: unknown) => {
        // The panel's code did not arrive: said in the panel, logged; the next opening asks again.
        panel = undefined;
        logBlockFailure(error);
        bell.status.textContent = messages.t('pushFailed');
      },
    );
  };
  disclosure(bell.toggle, bell.panel, {
    signal: context.signal,
    onChange: (open) => {
      if (open) opened();
    },
  });
}
