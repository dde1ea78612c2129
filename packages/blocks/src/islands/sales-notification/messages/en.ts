import type tr from './tr';

/** The sales popup's own texts in English. */
export default {
  pauseSales: 'Pause',
  resumeSales: 'Resume',
  pauseSalesLabel: 'Pause sales notifications',
  resumeSalesLabel: 'Resume sales notifications',
  closeSales: 'Close sales notifications',
} satisfies Record<keyof typeof tr, string>;
