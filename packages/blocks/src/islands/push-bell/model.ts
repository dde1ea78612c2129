/**
 * The push bell's state machine: pure, no DOM, no network.
 *
 * - `idle`: nothing asked yet (the bell is there; no SDK has been downloaded)
 * - `loading`: the first press: the provider's SDK is on its way, then its status
 * - `subscribing` / `unsubscribing`: the visitor's request is with the provider
 * - `subscribed` / `unsubscribed`: what the provider says of this browser
 * - `denied`: the browser's notification permission is refused (only the visitor can undo it)
 * - `unsupported`: no Notification, PushManager or service worker in this browser
 * - `failed`: the SDK did not load or the provider's request failed; the action can be tried again
 */
export type BellState =
  | 'idle'
  | 'loading'
  | 'subscribing'
  | 'unsubscribing'
  | 'subscribed'
  | 'unsubscribed'
  | 'denied'
  | 'unsupported'
  | 'failed';

/** What a provider reports of this browser. */
export type PushStatus = 'subscribed' | 'unsubscribed' | 'denied' | 'unsupported';

export type BellEvent =
  /** The panel opened for the first time (or again after the SDK failed to load). */
  | { type: 'open' }
  /** The visitor pressed the panel's action. */
  | { type: 'act' }
  /** The provider answered a load, a subscribe or an unsubscribe. */
  | { type: 'status'; status: PushStatus }
  /** The provider's SDK or request failed. */
  | { type: 'fail' };

export interface BellSnapshot {
  state: BellState;
  /** What failed: the load (the next open loads again) or an action (the next act retries it). */
  failedAction: 'load' | 'subscribe' | 'unsubscribe' | null;
  /** The status before the visitor's last request: what an unsubscribe or a failure is told against. */
  before: PushStatus | null;
}

export const INITIAL_BELL: BellSnapshot = { state: 'idle', failedAction: null, before: null };

/** The request the panel's action sends in a state: none while busy or where nothing can be done. */
export function actionOf(snapshot: BellSnapshot): 'subscribe' | 'unsubscribe' | 'load' | null {
  switch (snapshot.state) {
    case 'unsubscribed':
      return 'subscribe';
    case 'subscribed':
      return 'unsubscribe';
    case 'failed':
      return snapshot.failedAction;
    default:
      return null;
  }
}

const isStatus = (state: BellState): state is PushStatus =>
  state === 'subscribed' || state === 'unsubscribed' || state === 'denied' || state === 'unsupported';

/** The next snapshot; an event that does not apply in a state leaves it as it was (same object). */
export function nextBell(snapshot: BellSnapshot, event: BellEvent): BellSnapshot {
  const { state } = snapshot;
  switch (event.type) {
    case 'open':
      if (state === 'idle' || (state === 'failed' && snapshot.failedAction === 'load'))
        return { state: 'loading', failedAction: null, before: null };
      return snapshot;
    case 'act': {
      const action = actionOf(snapshot);
      if (action === 'load') return { state: 'loading', failedAction: null, before: null };
      if (action === 'subscribe')
        return {
          state: 'subscribing',
          failedAction: null,
          before: isStatus(state) ? state : snapshot.before,
        };
      if (action === 'unsubscribe')
        return {
          state: 'unsubscribing',
          failedAction: null,
          before: isStatus(state) ? state : snapshot.before,
        };
      return snapshot;
    }
    case 'status':
      if (state !== 'loading' && state !== 'subscribing' && state !== 'unsubscribing') return snapshot;
      return {
        state: event.status,
        failedAction: null,
        before: state === 'loading' ? null : snapshot.before,
      };
    case 'fail':
      if (state === 'loading') return { state: 'failed', failedAction: 'load', before: null };
      if (state === 'subscribing')
        return { state: 'failed', failedAction: 'subscribe', before: snapshot.before };
      if (state === 'unsubscribing')
        return { state: 'failed', failedAction: 'unsubscribe', before: snapshot.before };
      return snapshot;
  }
}

/** The message keys of what the panel says and the live region announces in each state. */
export type BellText =
  | 'pushLoading'
  | 'pushSubscribing'
  | 'pushUnsubscribing'
  | 'pushSubscribed'
  | 'pushNowSubscribed'
  | 'pushUnsubscribed'
  | 'pushNowUnsubscribed'
  | 'pushDenied'
  | 'pushUnsupported'
  | 'pushFailed';

/**
 * What the panel says of a snapshot. A status reached by the visitor's own request says so
 * ("you are subscribed now") rather than only what is.
 */
export function statusText(snapshot: BellSnapshot): BellText | null {
  switch (snapshot.state) {
    case 'idle':
      return null;
    case 'loading':
      return 'pushLoading';
    case 'subscribing':
      return 'pushSubscribing';
    case 'unsubscribing':
      return 'pushUnsubscribing';
    case 'subscribed':
      return snapshot.before === 'unsubscribed' ? 'pushNowSubscribed' : 'pushSubscribed';
    case 'unsubscribed':
      return snapshot.before === 'subscribed' ? 'pushNowUnsubscribed' : 'pushUnsubscribed';
    case 'denied':
      return 'pushDenied';
    case 'unsupported':
      return 'pushUnsupported';
    case 'failed':
      return 'pushFailed';
  }
}

/** The label of the panel's action, or null when it has none (busy, denied, unsupported). */
export function actionText(snapshot: BellSnapshot): 'pushSubscribe' | 'pushUnsubscribe' | 'pushRetry' | null {
  const action = actionOf(snapshot);
  if (action === null) return null;
  if (snapshot.state === 'failed') return 'pushRetry';
  return action === 'subscribe' ? 'pushSubscribe' : 'pushUnsubscribe';
}
