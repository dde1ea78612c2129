import { defineProps, IslandError, prop, t } from '@firsat/core/island';

export const CHART_MODAL = '.wopb-size-chart-modal';

/** The chart's modal as the plugin prints it: right after the button's wrapper, else in the same summary. */
export function findChartModal(el: HTMLElement): HTMLElement {
  const next = el.nextElementSibling;
  const modal =
    (next?.matches(CHART_MODAL) ? next : null) ??
    el.parentElement?.querySelector(CHART_MODAL) ??
    el.ownerDocument.querySelector(CHART_MODAL);
  if (!(modal instanceof HTMLElement)) {
    throw new IslandError(
      'size-chart',
      CHART_MODAL,
      null,
      'is missing: the chart modal must follow the button',
    );
  }
  return modal;
}

export interface SizeChartMarkup {
  /** The chart's name: its title's own text, else the button's text. */
  title: string;
  /** The plugin's modal (`.wopb-size-chart-modal`): the dialog is this markup, shown with `wopb-active`. */
  modal: HTMLElement;
  /** The box inside it (`.wopb-chart-modal-content`); a press outside it closes. The modal when absent. */
  content: HTMLElement;
  /** The printed close control (`span.wopb-chart-modal-close`), if any: made a keyboard button. */
  close: HTMLElement | null;
}

/** Reads the button (`span#wopb-chart-modal-btn`) and its chart modal from the plugin's markup. */
export function readSizeChart(el: HTMLElement): SizeChartMarkup {
  const button = el.querySelector('#wopb-chart-modal-btn');
  if (!button) throw new IslandError('size-chart', '#wopb-chart-modal-btn', null, 'is required');
  const modal = findChartModal(el);
  const titleEl = modal.querySelector('.wopb-sc-title');
  const titleText = [...(titleEl?.childNodes ?? [])]
    .filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent)
    .join('')
    .trim();
  return {
    title: titleText || button.textContent?.trim() || t('sizeChart'),
    modal,
    content: modal.querySelector<HTMLElement>('.wopb-chart-modal-content') ?? modal,
    close: modal.querySelector<HTMLElement>('.wopb-chart-modal-close'),
  };
}

/** The size chart's schema: everything comes from the plugin's markup. */
export const sizeChartProps = defineProps('size-chart', {
  chart: prop.markup(readSizeChart, {
    type: 'markup',
    doc: 'The button `span#wopb-chart-modal-btn` inside `.wopb-chart-btn-wrapper`, and the `div.wopb-size-chart-wrapper.wopb-size-chart-modal` after it (title `.wopb-sc-title`, close `.wopb-chart-modal-close`, body `.wopb-chart-body`); both required.',
  }),
  closeAnimationMs: prop.number('data-close-animation', {
    min: 0,
    integer: true,
    fallback: 0,
    doc: 'Length of the theme’s close animation in ms; the modal is hidden that long plus 20 ms after closing (SPEC §9). Not printed by the plugin.',
  }),
});

export type SizeChartProps = ReturnType<typeof sizeChartProps.parse>;
