import { useDismiss, useFloatingRootContext, useInteractions } from '@floating-ui/react';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useControllableState, useDelayedUnmount, useLatest } from '../shared/index';
import { type ModalChangeReason, ModalContext, type ModalContextValue } from './modal-context';

/** Added to the close animation before the modal unmounts, as the classic script does (SPEC §9). */
export const MODAL_CLOSE_EXTRA_MS = 20;

/** Props of `ModalRoot`. */
export interface ModalRootProps {
  /** Controlled open state; leave undefined to let the modal keep its own. */
  open?: boolean;
  /** Initial open state when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called with the new state and the reason whenever the modal asks to open or close. */
  onOpenChange?: (open: boolean, reason: ModalChangeReason) => void;
  /**
   * Length of the theme's close animation. When set, the closed modal stays rendered with
   * `data-state="closed"` for this long plus 20 ms before it unmounts. Default: unmounts at once.
   */
  closeAnimationMs?: number;
  /** Called once the closed modal has unmounted (islands mirror it as `wopbModalClosed`). */
  onClosed?: () => void;
  /**
   * The element that opened the modal when it is not a `ModalTrigger` — a modal whose code loads
   * on first use is rendered after its trigger was pressed. Focus returns to it on close.
   */
  returnFocusTo?: HTMLElement | null;
  children?: ReactNode;
}

/**
 * A modal dialog: opens as active; closes on Escape, a press outside its content, `ModalClose`
 * or `ModalContinue`. Focus moves in, is trapped, and returns to the trigger; the page behind
 * does not scroll. Parts: `ModalTrigger`, `ModalPortal`, `ModalViewport`, `ModalOverlay`,
 * `ModalContent`, `ModalTitle`, `ModalClose`, `ModalContinue`.
 */
export function ModalRoot(props: ModalRootProps) {
  const { closeAnimationMs, children } = props;
  const [open, setOpen] = useControllableState<boolean, [ModalChangeReason]>(
    props.open,
    props.defaultOpen ?? false,
    props.onOpenChange,
  );
  const [triggerPart, setTrigger] = useState<HTMLElement | null>(null);
  const trigger = triggerPart ?? props.returnFocusTo ?? null;
  const [content, setContent] = useState<HTMLElement | null>(null);
  const [titleId, setTitleId] = useState<string>();
  const floating = useFloatingRootContext({
    open,
    onOpenChange: (next, _event, reason) => setOpen(next, reason === 'escape-key' ? reason : 'outside-press'),
    elements: { reference: trigger, floating: content },
  });
  const { getFloatingProps } = useInteractions([useDismiss(floating, { outsidePressEvent: 'click' })]);
  const isMounted = useDelayedUnmount(
    open,
    closeAnimationMs === undefined ? 0 : closeAnimationMs + MODAL_CLOSE_EXTRA_MS,
  );

  const onClosed = useLatest(props.onClosed);
  const wasMounted = useRef(isMounted);
  useEffect(() => {
    if (wasMounted.current && !isMounted) onClosed.current?.();
    wasMounted.current = isMounted;
  }, [isMounted, onClosed]);

  const contentId = useId();
  const value = useMemo<ModalContextValue>(
    () => ({
      open,
      mounted: isMounted,
      setOpen,
      floating,
      getFloatingProps,
      trigger,
      setTrigger,
      setContent,
      contentId,
      titleId,
      setTitleId,
    }),
    [open, isMounted, setOpen, floating, getFloatingProps, trigger, contentId, titleId],
  );
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}
