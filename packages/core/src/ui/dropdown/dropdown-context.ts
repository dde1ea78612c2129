import { type CSSProperties, createContext, type HTMLProps, type KeyboardEvent, useContext } from 'react';

/** Why a dropdown opened or closed. */
export type DropdownChangeReason =
  | 'trigger'
  | 'keyboard'
  | 'select'
  | 'escape-key'
  | 'outside-press'
  | 'tab'
  | 'group';

/** What the parts of one dropdown share. */
export interface DropdownContextValue {
  open: boolean;
  setOpen(open: boolean, reason: DropdownChangeReason): void;
  /** The selected value, if any. */
  value: string | undefined;
  /** Selects `value` and closes. */
  select(value: string): void;
  /** Id of the highlighted option (`aria-activedescendant`). */
  activeId: string | undefined;
  setActiveId(id: string | undefined): void;
  triggerId: string;
  listId: string;
  setTrigger(el: HTMLElement | null): void;
  setList(el: HTMLElement | null): void;
  floatingStyles: CSSProperties;
  getReferenceProps(props?: HTMLProps<Element>): Record<string, unknown>;
  getFloatingProps(props?: HTMLProps<HTMLElement>): Record<string, unknown>;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

export const DropdownContext = createContext<DropdownContextValue | null>(null);

/** The state of the enclosing `DropdownRoot` (open, value, select, …). */
export function useDropdown(): DropdownContextValue {
  const value = useContext(DropdownContext);
  if (!value) throw new Error('[firsat] Dropdown parts must be inside <DropdownRoot>');
  return value;
}
