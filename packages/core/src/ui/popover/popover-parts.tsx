import type { ComponentPropsWithRef } from 'react';
import {
  CloseButton,
  type CloseButtonProps,
  chain,
  dataState,
  InPortal,
  type PortalTarget,
  useFocusScope,
  useMergedRef,
  useRegisteredId,
} from '../shared/index';
import { usePopover } from './popover-context';

/** Props of `PopoverTrigger`: a `<button>`. */
export type PopoverTriggerProps = ComponentPropsWithRef<'button'>;

/** The button the panel is anchored to; it toggles the panel. */
export function PopoverTrigger({ ref, onClick, ...rest }: PopoverTriggerProps) {
  const popover = usePopover();
  const { open } = popover;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? popover.contentId : undefined}
      data-state={dataState(open)}
      {...popover.getReferenceProps({
        ...rest,
        onClick: chain(onClick, () => popover.setOpen(!open, 'trigger')),
      })}
      ref={useMergedRef(popover.setTrigger, ref)}
    />
  );
}

/** Props of `PopoverContent`. */
export interface PopoverContentProps extends ComponentPropsWithRef<'div'> {
  /** Render into `document.body` (`true`, default) or an element; `false` in place. */
  portal?: PortalTarget;
  /** Move focus into the panel when it opens. Default `true`. */
  autoFocus?: boolean;
}

/**
 * The floating panel: `role="dialog"`, labelled by `PopoverTitle`, positioned next to the
 * trigger; rendered only while open. Focus returns to the trigger when it closes.
 */
export function PopoverContent({
  ref,
  portal = true,
  autoFocus = true,
  style,
  ...rest
}: PopoverContentProps) {
  const popover = usePopover();
  const { open, trigger } = popover;
  useFocusScope(popover.content, {
    active: open && autoFocus,
    trap: false,
    returnFocus: () => (trigger instanceof HTMLElement ? trigger : null),
  });
  const mergedRef = useMergedRef(popover.setContent, ref);
  if (!open) return null;
  return (
    <InPortal to={portal}>
      <div
        id={popover.contentId}
        role="dialog"
        aria-labelledby={popover.titleId}
        tabIndex={-1}
        data-state="open"
        data-side={popover.placement.split('-')[0]}
        {...popover.getFloatingProps(rest)}
        style={{ ...popover.floatingStyles, ...style }}
        ref={mergedRef}
      />
    </InPortal>
  );
}

/** Props of `PopoverTitle`. */
export type PopoverTitleProps = ComponentPropsWithRef<'h2'>;

/** The panel's heading; the panel is labelled by it. */
export function PopoverTitle({ id, ...rest }: PopoverTitleProps) {
  return <h2 {...rest} id={useRegisteredId(id, usePopover().setTitleId)} />;
}

/** Props of `PopoverClose`: a `<button>`; `label` default `"Kapat"`. */
export type PopoverCloseProps = CloseButtonProps;

/** Closes the panel. Shows `×` unless given children; its accessible name is `label`. */
export function PopoverClose(props: PopoverCloseProps) {
  const popover = usePopover();
  return <CloseButton {...props} close={() => popover.setOpen(false, 'close')} />;
}
