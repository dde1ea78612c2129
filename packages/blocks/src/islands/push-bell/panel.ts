import { logBlockFailure } from '@firsat/core/http';
import type { BehaviourContext, PushConfig } from '@firsat/core/island';
import { announce } from '@firsat/core/live-region';
import { createPushAdapter, type PushAdapter } from './adapter';
import { providerFor } from './client';
import { type BellMarkup, STATE_ATTRIBUTE } from './markup';
import { messages } from './messages';
import { actionText, type BellSnapshot, statusText } from './model';
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
 * The bell's working part, fetched on the first opening of its panel (behaviour.ts): the
 * provider's adapter (the page's provider from its config, or the one given), the state machine
 * written into the panel and announced through core's live region at each change, the action
 * wired. Failures log SPEC §8's line with their status.
 */
export function startPanel(
  bell: BellMarkup,
  source: PushConfig | PushProvider,
  { signal, onCleanup }: Pick<BehaviourContext<unknown>, 'signal' | 'onCleanup'>,
): PushAdapter {
  const provider = 'load' in source ? source : providerFor(source);
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
  bell.action.addEventListener('click', () => adapter.act(), { signal });
  return adapter;
}
