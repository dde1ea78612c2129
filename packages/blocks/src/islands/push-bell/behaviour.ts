import { logBlockFailure } from '@firsat/core/http';
import type { BehaviourContext } from '@firsat/core/island';
import { disclosure } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { createPushAdapter, type PushAdapter } from './adapter';
import { providerFor } from './client';
import { type BellMarkup, createBell, STATE_ATTRIBUTE } from './markup';
import { messages } from './messages';
import { actionText, type BellSnapshot, statusText } from './model';
import type { PushBellProps } from './props';
import type { PushProvider } from './provider';

/** Writes a snapshot into the bell: its state attribute, the status line, the action. */
function renderBell(bell: BellMarkup, snapshot: BellSnapshot): void {
  const { state } = snapshot;
  bell.root.setAttribute(STATE_ATTRIBUTE, state);
  const text = statusText(snapshot);
  bell.status.textContent = text ? messages.t(text) : '';
  const busy = state === 'loading' || state === 'subscribing' || state === 'unsubscribing';
  if (busy) bell.panel.setAttribute('aria-busy', 'true');
  else bell.panel.removeAttribute('aria-busy');
  const label = actionText(snapshot);
  // The action stays where it is (and keeps focus) while its request is out, inert and marked busy.
  if (label) bell.action.textContent = messages.t(label);
  bell.action.hidden = !label && !(busy && state !== 'loading');
  bell.action.disabled = busy;
}

/**
 * The push bell (SPEC §1): a button fixed at the bottom right, created on the page, that opens
 * a small panel (the kit's disclosure: Escape and a press outside close it, focus back on the
 * bell). The first opening loads the page's push provider (client.ts: the SDK is injected only
 * then) and asks its status; the panel's action subscribes or unsubscribes. Each state is shown
 * in the panel, on the bell (`data-push-state`) and announced through core's live region; a
 * failure logs SPEC §8's line with its status and offers to try again. Without a usable
 * `firsat_push` global (props.ts) there is no bell.
 */
export function bindPushBell(el: HTMLElement, context: BehaviourContext<PushBellProps>): void {
  const { config } = context.props;
  if (config) startPushBell(el.ownerDocument, providerFor(config), context);
}

/** The bell over any provider (the page's, or a fake one in tests and stories); returns its adapter. */
export function startPushBell(
  doc: Document,
  provider: PushProvider,
  { signal, onCleanup }: Pick<BehaviourContext<unknown>, 'signal' | 'onCleanup'>,
): PushAdapter {
  const bell = createBell(doc, {
    region: messages.t('pushRegion'),
    bell: messages.t('pushBell'),
    title: messages.t('pushTitle'),
    intro: messages.t('pushIntro'),
  });
  doc.body.append(bell.root);
  onCleanup(() => bell.root.remove());

  const adapter = createPushAdapter(provider, { signal, onFailure: logBlockFailure });
  let last = adapter.getSnapshot();
  onCleanup(
    adapter.subscribe((snapshot) => {
      renderBell(bell, snapshot);
      const text = statusText(snapshot);
      if (text && snapshot.state !== last.state) announce(messages.t(text));
      last = snapshot;
    }),
  );
  renderBell(bell, last);

  disclosure(bell.toggle, bell.panel, {
    signal,
    onChange: (open) => {
      if (open) adapter.open();
    },
  });
  bell.action.addEventListener('click', () => adapter.act(), { signal });
  return adapter;
}
