import {
  actionOf,
  actionText,
  type BellEvent,
  type BellSnapshot,
  INITIAL_BELL,
  nextBell,
  statusText,
} from './model';

const run = (...events: BellEvent[]): BellSnapshot => events.reduce(nextBell, INITIAL_BELL);
const open: BellEvent = { type: 'open' };
const act: BellEvent = { type: 'act' };
const fail: BellEvent = { type: 'fail' };
const status = (s: 'subscribed' | 'unsubscribed' | 'denied' | 'unsupported'): BellEvent => ({
  type: 'status',
  status: s,
});

describe('the push bell state machine', () => {
  test('idle until opened; the first open loads; the status comes from the provider', () => {
    expect(INITIAL_BELL.state).toBe('idle');
    expect(actionOf(INITIAL_BELL)).toBe(null);
    expect(statusText(INITIAL_BELL)).toBe(null);
    expect(run(open).state).toBe('loading');
    for (const s of ['subscribed', 'unsubscribed', 'denied', 'unsupported'] as const)
      expect(run(open, status(s)).state).toBe(s);
  });

  test.each<[string, BellEvent[], string, string | null, string | null]>([
    ['loading', [open], 'pushLoading', null, null],
    ['unsubscribed', [open, status('unsubscribed')], 'pushUnsubscribed', 'subscribe', 'pushSubscribe'],
    ['subscribed', [open, status('subscribed')], 'pushSubscribed', 'unsubscribe', 'pushUnsubscribe'],
    ['denied: nothing to offer', [open, status('denied')], 'pushDenied', null, null],
    ['unsupported: nothing to offer', [open, status('unsupported')], 'pushUnsupported', null, null],
    ['subscribing', [open, status('unsubscribed'), act], 'pushSubscribing', null, null],
    [
      'subscribed by the visitor',
      [open, status('unsubscribed'), act, status('subscribed')],
      'pushNowSubscribed',
      'unsubscribe',
      'pushUnsubscribe',
    ],
    ['unsubscribing', [open, status('subscribed'), act], 'pushUnsubscribing', null, null],
    [
      'unsubscribed by the visitor',
      [open, status('subscribed'), act, status('unsubscribed')],
      'pushNowUnsubscribed',
      'subscribe',
      'pushSubscribe',
    ],
    [
      'denied at the permission prompt',
      [open, status('unsubscribed'), act, status('denied')],
      'pushDenied',
      null,
      null,
    ],
    ['the load failed: try the load again', [open, fail], 'pushFailed', 'load', 'pushRetry'],
    [
      'the subscribe failed: try it again',
      [open, status('unsubscribed'), act, fail],
      'pushFailed',
      'subscribe',
      'pushRetry',
    ],
    [
      'the unsubscribe failed: try it again',
      [open, status('subscribed'), act, fail],
      'pushFailed',
      'unsubscribe',
      'pushRetry',
    ],
  ])('%s', (_, events, text, action, label) => {
    const snapshot = run(...events);
    expect(statusText(snapshot)).toBe(text);
    expect(actionOf(snapshot)).toBe(action);
    expect(actionText(snapshot)).toBe(label);
  });

  test('a retry goes back to the step that failed', () => {
    expect(run(open, fail, act).state).toBe('loading');
    expect(run(open, fail, open).state).toBe('loading');
    expect(run(open, status('unsubscribed'), act, fail, act).state).toBe('subscribing');
    expect(run(open, status('subscribed'), act, fail, act).state).toBe('unsubscribing');
    // the visitor's earlier status is kept across the retry: the success says what changed
    expect(statusText(run(open, status('unsubscribed'), act, fail, act, status('subscribed')))).toBe(
      'pushNowSubscribed',
    );
  });

  test('events that do not apply change nothing (the same snapshot)', () => {
    const busy = run(open);
    expect(nextBell(busy, act)).toBe(busy);
    expect(nextBell(busy, open)).toBe(busy);
    const subscribed = run(open, status('subscribed'));
    expect(nextBell(subscribed, open)).toBe(subscribed);
    expect(nextBell(subscribed, status('unsubscribed'))).toBe(subscribed);
    expect(nextBell(subscribed, fail)).toBe(subscribed);
    const denied = run(open, status('denied'));
    expect(nextBell(denied, act)).toBe(denied);
    expect(nextBell(INITIAL_BELL, act)).toBe(INITIAL_BELL);
    expect(nextBell(INITIAL_BELL, status('subscribed'))).toBe(INITIAL_BELL);
  });
});
