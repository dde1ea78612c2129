import type tr from './tr';

/** The news ticker's own texts in English. */
export default {
  ticker: 'News ticker',
  previous: 'Previous news',
  next: 'Next news',
  pause: 'Stop the news ticker',
  play: 'Start the news ticker',
} satisfies Record<keyof typeof tr, string>;
