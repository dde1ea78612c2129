import { t } from '@firsat/core/island';
import { asButton, type DialogHandle, dialog } from '@firsat/core/kit';
import type { SizeChartMarkup } from './props';

export interface ChartDialogOptions {
  chart: SizeChartMarkup;
  closeAnimationMs: number;
  /** The chart's button: focus goes back to it, and it says whether the chart is open. */
  button: HTMLElement;
  signal: AbortSignal;
}

/**
 * The plugin's own modal as the kit's dialog: `.wopb-size-chart-modal` shown with `wopb-active`,
 * named by the chart's title, focus moved in, trapped and given back to the button; the printed
 * close span a keyboard button; Escape, the close control and a press outside
 * `.wopb-chart-modal-content` close it, `hidden` again after the theme's close animation + 20 ms
 * (SPEC §9). Loaded on the first press, so the product page downloads no dialog code before it.
 */
export function chartDialog({ chart, closeAnimationMs, button, signal }: ChartDialogOptions): DialogHandle {
  if (chart.close) asButton(chart.close, t('close'), signal);
  return dialog(chart.modal, {
    signal,
    content: chart.content,
    label: chart.title,
    closers: '.wopb-chart-modal-close',
    openClass: 'wopb-active',
    toggleHidden: true,
    closeAnimationMs,
    returnFocus: () => button,
    onClose: () => button.setAttribute('aria-expanded', 'false'),
  });
}
