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
  /** The button's own content (the settings' icon and text), cloned from the server. */
  button: Node[];
  /** The chart's title; the button's text when the chart hides its title. */
  title: string;
  /** `.wopb-chart-body`'s content (the table or the chart image), cloned from the server. */
  body: Node[];
  /** The close control's icon. */
  closeIcon: Node[];
  /** The server's modal, kept hidden while the island shows its own. */
  serverModal: HTMLElement;
}

const clones = (parent: Element | null | undefined): Node[] =>
  parent ? [...parent.childNodes].map((n) => n.cloneNode(true)) : [];

/** Reads the button (`span#wopb-chart-modal-btn`) and its chart modal from the plugin's markup. */
export function readSizeChart(el: HTMLElement): SizeChartMarkup {
  const button = el.querySelector('#wopb-chart-modal-btn');
  if (!button) throw new IslandError('size-chart', '#wopb-chart-modal-btn', null, 'is required');
  const serverModal = findChartModal(el);
  const titleEl = serverModal.querySelector('.wopb-sc-title');
  const titleText = [...(titleEl?.childNodes ?? [])]
    .filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent)
    .join('')
    .trim();
  return {
    button: clones(button),
    title: titleText || button.textContent?.trim() || t('sizeChart'),
    body: clones(serverModal.querySelector('.wopb-chart-body')),
    closeIcon: clones(serverModal.querySelector('.wopb-chart-modal-close')),
    serverModal,
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
    doc: 'Length of the theme’s close animation in ms; the modal unmounts that long plus 20 ms after closing (SPEC §9). Not printed by the plugin.',
  }),
});

export type SizeChartProps = ReturnType<typeof sizeChartProps.parse>;
