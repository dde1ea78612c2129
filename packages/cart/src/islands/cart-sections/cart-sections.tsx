import type { IslandHostProps } from '@firsat/core/island';
import { useEffect, useId, useState } from 'react';
import { useRestorePrinted } from '../../shared/printed-markup';
import type { CartSectionsProps } from './props';

const isHidden = (el: HTMLElement) => el.hidden || el.style.display === 'none';

/**
 * A product-blocks cart section (coupon, filter, search; SPEC §4 "Cart sections"): its header
 * toggles the body open and closed. The header's button carries aria-expanded and aria-controls;
 * the section shows `data-state`, and the button the plugin's `wopb-toggle-btn-collapse` class
 * while closed, so the theme's CSS keeps working. Failing or unmounting, it leaves the section as
 * printed.
 */
export function CartSections({ parts, host }: CartSectionsProps & IslandHostProps) {
  const { header, body, button } = parts;
  const [open, setOpen] = useState(() => !isHidden(body));
  const generatedId = useId();

  useEffect(() => {
    if (!body.id) body.id = `firsat-section-${generatedId.replace(/[^a-z0-9]/gi, '')}`;
    const control = button ?? header;
    if (!button) {
      header.setAttribute('role', 'button');
      if (!header.hasAttribute('tabindex')) header.setAttribute('tabindex', '0');
    } else if (!button.hasAttribute('aria-label')) {
      const label = header.textContent?.trim();
      if (label) button.setAttribute('aria-label', label);
    }
    control.setAttribute('aria-controls', body.id);
    const toggle = (event: Event) => {
      event.preventDefault();
      setOpen((was) => !was);
    };
    const onKey = (event: KeyboardEvent) => {
      if (button || (event.key !== 'Enter' && event.key !== ' ')) return;
      toggle(event);
    };
    header.addEventListener('click', toggle);
    header.addEventListener('keydown', onKey);
    return () => {
      header.removeEventListener('click', toggle);
      header.removeEventListener('keydown', onKey);
    };
  }, [header, body, button, generatedId]);

  useEffect(() => {
    body.hidden = !open;
    if (open && body.style.display === 'none') body.style.display = '';
    (button ?? header).setAttribute('aria-expanded', String(open));
    button?.classList.toggle('wopb-toggle-btn-collapse', !open);
    host.setAttribute('data-state', open ? 'open' : 'closed');
  }, [open, body, button, header, host]);

  useRestorePrinted(() => [
    [host, ['data-state']],
    [header, ['role', 'tabindex', 'aria-controls', 'aria-expanded']],
    [button, ['aria-label', 'aria-controls', 'aria-expanded', 'class']],
    [body, ['id', 'hidden', 'style']],
  ]);

  return null;
}
