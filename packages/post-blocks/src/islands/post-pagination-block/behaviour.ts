import type { BehaviourContext } from '@firsat/core/island';
import { keepChildren, keepPrinted } from '@firsat/core/island';
import { detachedControls } from './markup';
import type { PostPaginationBlockProps } from './props';

/**
 * Moves the grid's hidden control into the separate pagination block, with the block's classes
 * added to it (the classes a filter reply's control keeps: `data-pagi` names the block's), as the
 * plugin's script does. The loader's observer then mounts the control's island where it now is.
 * Nothing to move (no grid parent, no hidden control): the block stays as printed. Unbound, each
 * control goes back into its holder with its printed classes.
 */
export function bindPostPaginationBlock(
  el: HTMLElement,
  { onCleanup }: BehaviourContext<PostPaginationBlockProps>,
): void {
  const controls = detachedControls(el);
  if (!controls.length) return;
  const holders = controls.map((control) => ({
    control,
    holder: control.parentElement,
    next: control.nextSibling,
  }));
  onCleanup(keepChildren(el));
  onCleanup(() => {
    for (const { control, holder, next } of holders.reverse())
      if (holder) holder.insertBefore(control, next && next.parentNode === holder ? next : null);
  });
  onCleanup(keepPrinted(controls.map((control) => [control, ['class']] as const)));
  for (const control of controls) control.classList.add(...el.classList);
  el.replaceChildren(...controls);
}
