import type { Placement } from '@floating-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { useAnchored, useControllableState } from '../shared/index';
import { type PopoverChangeReason, PopoverContext } from './popover-context';

/** Props of `PopoverRoot`. */
export interface PopoverRootProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called whenever the popover asks to open or close, with the reason. */
  onOpenChange?: (open: boolean, reason: PopoverChangeReason) => void;
  /** Preferred side of the trigger. Default `"bottom"`; flips and shifts to stay on screen. */
  placement?: Placement;
  /** Gap between trigger and panel in px. Default 8. */
  gap?: number;
  children?: ReactNode;
}

/**
 * A panel anchored to its trigger (`role="dialog"`, not modal), kept on screen by the flip,
 * shift and offset middleware; Escape and a press outside close it.
 * Parts: `PopoverTrigger`, `PopoverContent`, `PopoverTitle`, `PopoverClose`.
 */
export function PopoverRoot({ placement = 'bottom', gap = 8, children, ...props }: PopoverRootProps) {
  const [open, setOpen] = useControllableState<boolean, [PopoverChangeReason]>(
    props.open,
    props.defaultOpen ?? false,
    props.onOpenChange,
  );
  const [titleId, setTitleId] = useState<string>();
  const floating = useAnchored(open, setOpen, placement, gap);
  const contentId = useId();
  return (
    <PopoverContext.Provider
      value={{
        open,
        setOpen,
        trigger: floating.elements.domReference,
        setTrigger: floating.refs.setReference,
        content: floating.elements.floating,
        setContent: floating.refs.setFloating,
        contentId,
        titleId,
        setTitleId,
        floatingStyles: floating.floatingStyles,
        placement: floating.placement,
        getReferenceProps: floating.getReferenceProps,
        getFloatingProps: floating.getFloatingProps,
      }}
    >
      {children}
    </PopoverContext.Provider>
  );
}
