import type tr from './tr';

/** The coming-soon banner's own texts in English. */
export default {
  comingSoonDismiss: 'Dismiss the "coming soon" notice',
} satisfies Record<keyof typeof tr, string>;
