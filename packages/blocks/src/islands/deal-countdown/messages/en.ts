import type tr from './tr';

/** The deal countdown's own texts in English. */
export default {
  countdownDays: 'Days',
  countdownHours: 'Hours',
  countdownMinutes: 'Minutes',
  countdownSeconds: 'Seconds',
} satisfies Record<keyof typeof tr, string>;
