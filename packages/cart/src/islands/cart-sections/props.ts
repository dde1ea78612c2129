import { defineProps, IslandError, prop } from '@firsat/core/island';

/** One collapsible cart section as product-blocks prints it: a header that toggles a body. */
export interface CartSectionParts {
  header: HTMLElement;
  body: HTMLElement;
  /** The header's own toggle button (`.wopb-toggle-btn`), if printed. */
  button: HTMLButtonElement | null;
}

const BODY = '.wopb-coupon-form, .wopb-coupon-body, .wopb-filter-body, .wopb-search-body, .wopb-toggle-body';

export function readSectionParts(el: HTMLElement): CartSectionParts {
  const header = el.querySelector<HTMLElement>(
    '.wopb-toggle-header, .wopb-filter-header, .wopb-search-header',
  );
  if (!header)
    throw new IslandError('cart-sections', '.wopb-toggle-header', null, 'is required inside the section');
  const body = el.querySelector<HTMLElement>(BODY);
  if (!body)
    throw new IslandError('cart-sections', '.wopb-coupon-form', null, 'is required inside the section');
  return { header, body, button: header.querySelector<HTMLButtonElement>('button.wopb-toggle-btn') };
}

/** The cart sections island's schema: everything comes from the markup. */
export const cartSectionsProps = defineProps('cart-sections', {
  parts: prop.markup(readSectionParts, {
    type: 'markup',
    doc: 'The section header (`.wopb-toggle-header`) and its body (`.wopb-coupon-form`, `.wopb-coupon-body`, `.wopb-filter-body`, `.wopb-search-body`); the body starts closed when the server hid it.',
  }),
});

export type CartSectionsProps = ReturnType<typeof cartSectionsProps.parse>;
