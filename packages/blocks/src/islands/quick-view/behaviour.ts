import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted } from '@firsat/core/island';
import { asButton } from '@firsat/core/kit';
import { productNameOf } from './markup';
import { messages } from './messages';
import { quickViewPayload } from './model';
import type { QuickViewProps } from './props';

/** The modal's code: the footer modal, the slider (keen-slider), the zoom and the cart form. */
const loadSession = () => import('./session');

/**
 * A product-blocks quick view button (`.wopb-quickview-btn`): the printed div / span becomes a
 * keyboard button (`role=button`, Tab, Enter and Space: the kit's `asButton`) named for its
 * product, opening a dialog. Hover or focus fetches the reply ahead (and downloads the modal's
 * code); a press opens the footer modal with it (session.ts). Unbound, the button is as printed.
 */
export function bindQuickView(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<QuickViewProps>,
): void {
  const name = productNameOf(el);
  onCleanup(keepPrinted([[el, ['aria-haspopup']]]));
  asButton(el, name ? `${messages.t('dialogLabel')}: ${name}` : null, signal);
  el.setAttribute('aria-haspopup', 'dialog');
  const payload = quickViewPayload(props.postId, props.list);

  const warm = () => {
    loadSession()
      .then((session) => session.prefetch(payload))
      .catch(() => {});
  };
  el.addEventListener('pointerenter', warm, { signal });
  el.addEventListener('focus', warm, { signal });
  el.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      event.stopPropagation();
      loadSession()
        .then((session) => session.openQuickView(el, props, signal))
        .catch((error: unknown) => {
          // The modal's code could not be fetched (offline): the button stays; a press tries again.
          console.error('[firsat] quick-view: the modal could not be opened', error);
        });
    },
    { signal },
  );
}
