import { type BehaviourContext, lazyView } from '@firsat/core/island';
import type { SizeChartProps } from './props';
import type { SizeChartDialogProps } from './size-chart-dialog';

const loadDialog = () => import('./size-chart-dialog');

/**
 * The product-blocks size chart in popup mode, as a behaviour: `span#wopb-chart-modal-btn`
 * becomes a real `<button>` (same id and attributes, same content) that a keyboard reaches, and
 * the server's copy of the modal stays hidden. The first press downloads the dialog (a React view
 * on core's Modal); until then the product page carries no React. Unbound, the span and the
 * modal are as printed.
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

  // The island shows its own dialog; the server's copy must not open as well.
  const { serverModal } = chart;
  const wasHidden = serverModal.hidden;
  serverModal.hidden = true;
  onCleanup(() => {
    serverModal.hidden = wasHidden;
  });

  const dialog = lazyView<SizeChartDialogProps>(loadDialog, { signal, onCleanup });
  let open = false;
  const show = (next: boolean) => {
    open = next;
    button.setAttribute('aria-expanded', String(next));
    return dialog.render({ chart, closeAnimationMs, open, onOpenChange: show, returnFocusTo: button });
  };
  button.addEventListener(
    'click',
    () => {
      if (open) return;
      button.setAttribute('aria-busy', 'true');
      show(true)
        .catch((error: unknown) => {
          // The dialog's code could not be fetched (offline): the button stays, a press tries again.
          open = false;
          button.setAttribute('aria-expanded', 'false');
          console.error('[firsat] size-chart: the chart could not be opened', error);
        })
        .finally(() => button.removeAttribute('aria-busy'));
    },
    { signal },
  );
}
