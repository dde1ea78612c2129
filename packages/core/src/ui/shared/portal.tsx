import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Where a popup part is rendered: `true` for `document.body`, an element, or `false` in place. */
export type PortalTarget = boolean | Element | null | undefined;

/** Renders `children` into the target (see `PortalTarget`), or in place. */
export function InPortal({ to, children }: { to: PortalTarget; children: ReactNode }) {
  if (!to) return children;
  return createPortal(children, to === true ? document.body : to);
}
