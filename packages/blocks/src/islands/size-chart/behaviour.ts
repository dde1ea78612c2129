import type { BehaviourContext } from '@firsat/core/island';
import type { DialogHandle } from '@firsat/core/kit';
import type { SizeChartProps } from './props';

/** The dialog binding (and the kit's dialog with it): fetched on the first press. */
const loadDialog = () => import('./chart-dialog');

/**
 * The product-blocks size chart in popup mode, as a behaviour: `span#wopb-chart-modal-btn`
 * becomes a real `<button>` (same id and attributes, same content) that a keyboard reaches; the
 * plugin's modal is hidden until the first press binds it as the kit's dialog and opens it. No
 * React: the chart is printed. Unbound, the span and the modal are as printed.
 */
export function bindSizeChart(
  el: HTMLElement,
  { props: { chart, closeAnimationMs }, signal, onCleanup }: BehaviourContext<SizeChartProps>,
): void {
  const span = el.querySelector('#wopb-chart-modal-btn') as HTMLElement; // required by the props
  const button = el.ownerDocument.createElement('button');
  for (const { name, value } of span.attributes) button.setAttribute(name, value);
  button.type = 'button';
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-expanded', 'false');
  button.append(...span.childNodes);
  span.replaceWith(button);
  onCleanup(() => {
    span.append(...button.childNodes);
    button.replaceWith(span);
  });

  // Hidden while closed, whatever the theme's sheet says; the dialog shows it.
  const { modal } = chart;
  const wasHidden = modal.hidden;
  modal.hidden = true;
  onCleanup(() => {
    modal.hidden = wasHidden;
  });

  let chartDialog: DialogHandle | null = null;
  button.addEventListener(
    'click',
    () => {
      if (chartDialog?.isOpen || button.hasAttribute('aria-busy')) return;
      button.setAttribute('aria-busy', 'true');
      loadDialog()
        .then((module) => {
          if (signal.aborted) return;
          chartDialog ??= module.chartDialog({ chart, closeAnimationMs, button, signal });
          button.setAttribute('aria-expanded', 'true');
          void chartDialog.open();
        })
        .catch((error: unknown) => {
          // The dialog's code could not be fetched (offline): the button stays, a press tries again.
          console.error('[firsat] size-chart: the chart could not be opened', error);
        })
        .finally(() => button.removeAttribute('aria-busy'));
    },
    { signal },
  );
}
