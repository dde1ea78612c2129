import { type CSSProperties, createContext, type HTMLProps, useContext } from 'react';

/** Why a popover opened or closed. */
export type PopoverChangeReason = 'trigger' | 'close' | 'escape-key' | 'outside-press';

/** What the parts of one popover share. */
export interface PopoverContextValue {
  open: boolean;
  setOpen(open: boolean, reason: PopoverChangeReason): void;
  trigger: Element | null;
  setTrigger(el: HTMLElement | null): void;
  content: HTMLElement | null;
  setContent(el: HTMLElement | null): void;
  contentId: string;
  titleId: string | undefined;
  setTitleId(id: string | undefined): void;
  floatingStyles: CSSProperties;
  placement: string;
  getReferenceProps(props?: HTMLProps<Element>): Record<string, unknown>;
  getFloatingProps(props?: HTMLProps<HTMLElement>): Record<string, unknown>;
}

export const PopoverContext = createContext<PopoverContextValue | null>(null);

/** The state of the enclosing `PopoverRoot`: `open` and `setOpen(open, reason)`. */
export function usePopover(): PopoverContextValue {
  const value = useContext(PopoverContext);
  if (!value) throw new Error('[firsat] Popover parts must be inside <PopoverRoot>');
  return value;
}
