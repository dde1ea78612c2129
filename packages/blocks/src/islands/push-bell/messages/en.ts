import type tr from './tr';

/** The push bell's own texts in English. */
export default {
  pushRegion: 'Notification subscription',
  pushBell: 'Push notifications',
  pushTitle: 'Push notifications',
  pushIntro: 'Hear about new deals with a notification.',
  pushLoading: 'Loading the notification service…',
  pushSubscribing: 'Subscribing…',
  pushUnsubscribing: 'Unsubscribing…',
  pushSubscribed: 'You are subscribed to notifications.',
  pushNowSubscribed: 'You have subscribed to notifications.',
  pushUnsubscribed: 'You are not subscribed to notifications.',
  pushNowUnsubscribed: 'Your notification subscription is cancelled.',
  pushDenied: 'Notifications are blocked. You can allow them in your browser’s site settings.',
  pushUnsupported: 'This browser does not support push notifications.',
  pushFailed: 'The notification service could not be reached. Please try again.',
  pushSubscribe: 'Subscribe',
  pushUnsubscribe: 'Unsubscribe',
  pushRetry: 'Try again',
} satisfies Record<keyof typeof tr, string>;
