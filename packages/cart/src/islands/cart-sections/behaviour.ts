import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted } from '@firsat/core/island';
import type { CartSectionsProps } from './props';

const isHidden = (el: HTMLElement) => el.hidden || el.style.display === 'none';

/** Ids for bodies the server printed without one (`aria-controls` needs one). */
let sections = 0;

/**
 * A product-blocks cart section (coupon, filter, search; SPEC §4 "Cart sections"): its header
 * toggles the body open and closed. The header's button carries aria-expanded and aria-controls;
 * the section shows `data-state`, and the button the plugin's `wopb-toggle-btn-collapse` class
 * while closed, so the theme's CSS keeps working. Unbound or failed, the section is as printed.
 */
export function bindCartSections(
  host: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<CartSectionsProps>,
): void {
  const { header, body, button } = props.parts;
  // Noted before any change, put back after every other undo step.
  onCleanup(
    keepPrinted([
      [host, ['data-state']],
      [header, ['role', 'tabindex', 'aria-controls', 'aria-expanded']],
      [button, ['aria-label', 'aria-controls', 'aria-expanded', 'class']],
      [body, ['id', 'hidden', 'style']],
    ]),
  );
  let open = !isHidden(body);
  const control = button ?? header;

  if (!body.id) body.id = `firsat-section-${++sections}`;
  if (!button) {
    header.setAttribute('role', 'button');
    if (!header.hasAttribute('tabindex')) header.setAttribute('tabindex', '0');
  } else if (!button.hasAttribute('aria-label')) {
    const label = header.textContent?.trim();
    if (label) button.setAttribute('aria-label', label);
  }
  control.setAttribute('aria-controls', body.id);

  const render = () => {
    body.hidden = !open;
    if (open && body.style.display === 'none') body.style.display = '';
    control.setAttribute('aria-expanded', String(open));
    button?.classList.toggle('wopb-toggle-btn-collapse', !open);
    host.setAttribute('data-state', open ? 'open' : 'closed');
  };
  render();

  const toggle = (event: Event) => {
    event.preventDefault();
    open = !open;
    render();
  };
  header.addEventListener('click', toggle, { signal });
  header.addEventListener(
    'keydown',
    (event) => {
      if (button || (event.key !== 'Enter' && event.key !== ' ')) return;
      toggle(event);
    },
    { signal },
  );
}
