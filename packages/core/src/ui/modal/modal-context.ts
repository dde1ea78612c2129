import type { FloatingRootContext } from '@floating-ui/react';
import { createContext, type HTMLProps, useContext } from 'react';

/** Why a modal opened or closed. */
export type ModalChangeReason = 'trigger' | 'close' | 'continue' | 'escape-key' | 'outside-press';

/** What the parts of one modal share. */
export interface ModalContextValue {
  open: boolean;
  /** Rendered: open, or closed but still in its close animation. */
  mounted: boolean;
  setOpen(open: boolean, reason: ModalChangeReason): void;
  floating: FloatingRootContext;
  getFloatingProps(props?: HTMLProps<HTMLElement>): Record<string, unknown>;
  trigger: HTMLElement | null;
  setTrigger(el: HTMLElement | null): void;
  setContent(el: HTMLElement | null): void;
  contentId: string;
  titleId: string | undefined;
  setTitleId(id: string | undefined): void;
}

export const ModalContext = createContext<ModalContextValue | null>(null);

/** The state of the enclosing `ModalRoot`: `open`, `mounted` and `setOpen(open, reason)`. */
export function useModal(): ModalContextValue {
  const value = useContext(ModalContext);
  if (!value) throw new Error('[firsat] Modal parts must be inside <ModalRoot>');
  return value;
}
