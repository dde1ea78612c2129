import {
  flip,
  offset,
  type Placement,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { trackPosition } from './track-position';

/**
 * The positioning and dismissal shared by anchored popups (dropdown list, popover): placed on
 * `placement` of the reference with a `gap`, flipped and shifted to stay 8 px inside the
 * viewport, kept in place while open; Escape and a press outside ask to close.
 */
export function useAnchored(
  open: boolean,
  setOpen: (open: boolean, reason: 'escape-key' | 'outside-press') => void,
  placement: Placement,
  gap: number,
) {
  const floating = useFloating({
    open,
    onOpenChange: (next, _event, reason) => setOpen(next, reason === 'escape-key' ? reason : 'outside-press'),
    placement,
    middleware: [offset(gap), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: trackPosition,
  });
  return { ...floating, ...useInteractions([useDismiss(floating.context)]) };
}
