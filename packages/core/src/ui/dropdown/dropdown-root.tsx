import type { Placement } from '@floating-ui/react';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  arrowStep,
  createTypeahead,
  type FocusListKeys,
  focusListTarget,
  isTypeaheadKey,
  typeaheadTarget,
} from '../../kit/index';
import { useAnchored, useControllableState, useLatest } from '../shared/index';
import { type DropdownChangeReason, DropdownContext } from './dropdown-context';
import { dropdownGroup, type OpenGroup } from './open-group';

/** Props of `DropdownRoot`. */
export interface DropdownRootProps {
  /** Controlled selected value. */
  value?: string;
  /** Initially selected value when uncontrolled. */
  defaultValue?: string;
  /** Called when an option is chosen. */
  onValueChange?: (value: string) => void;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called whenever the dropdown asks to open or close, with the reason. */
  onOpenChange?: (open: boolean, reason: DropdownChangeReason) => void;
  /** The group in which only one member is open; default the page-wide `dropdownGroup`. */
  group?: OpenGroup;
  /** Where the list goes relative to the trigger. Default `"bottom-start"`; flips when short of room. */
  placement?: Placement;
  children?: ReactNode;
}

const optionsIn = (list: HTMLElement | null): HTMLElement[] =>
  list ? Array.from(list.querySelectorAll<HTMLElement>('[role="option"]:not([aria-disabled="true"])')) : [];
const labelOf = (el: HTMLElement) => el.dataset.label ?? el.textContent ?? '';
const labelled = (options: HTMLElement[]) => options.map((option) => ({ label: labelOf(option) }));
/** A listbox's keys (the kit's focus list): Up and Down stop at the ends, Home/End and PageUp/PageDown jump. */
const LISTBOX: FocusListKeys = { orientation: 'vertical', pageKeys: true };

/**
 * A select-only dropdown: a button (`role="combobox"`) that opens a listbox of options. Focus
 * stays on the button; arrows, Home/End and typing move the highlight, Enter or Space choose,
 * Escape and Tab close, and so does a press outside. One dropdown of a group is open at a time.
 * Parts: `DropdownTrigger`, `DropdownList`, `DropdownItem`.
 */
export function DropdownRoot(props: DropdownRootProps) {
  const { group = dropdownGroup, placement = 'bottom-start', children } = props;
  const [open, setOpen] = useControllableState<boolean, [DropdownChangeReason]>(
    props.open,
    props.defaultOpen ?? false,
    props.onOpenChange,
  );
  const [value, setValue] = useControllableState<string | undefined>(
    props.value,
    props.defaultValue,
    (next) => {
      if (next !== undefined) props.onValueChange?.(next);
    },
  );
  const [activeId, setActiveId] = useState<string>();
  const pending = useRef<'first' | 'last' | string>('first');
  const [typeahead] = useState(createTypeahead);
  const { refs, elements, floatingStyles, getReferenceProps, getFloatingProps } = useAnchored(
    open,
    setOpen,
    placement,
    4,
  );
  const list = elements.floating;

  // Highlight on open: the option a key asked for, else the selected one, else the first.
  useLayoutEffect(() => {
    if (!list) {
      typeahead.reset();
      return setActiveId(undefined);
    }
    const options = optionsIn(list);
    const wanted = pending.current;
    const typed =
      wanted === 'first' || wanted === 'last' ? -1 : typeaheadTarget(labelled(options), wanted, -1);
    const pick =
      wanted === 'last'
        ? options[options.length - 1]
        : (options[typed] ?? options.find((o) => o.getAttribute('aria-selected') === 'true') ?? options[0]);
    setActiveId(pick?.id);
    pending.current = 'first';
  }, [list, typeahead]);

  useEffect(() => {
    if (list && activeId) list.ownerDocument.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [list, activeId]);

  // One open member per group.
  const id = useId();
  const latest = useLatest({ open, setOpen });
  useEffect(
    () =>
      group.subscribe((current) => {
        if (current !== id && latest.current.open) latest.current.setOpen(false, 'group');
      }),
    [group, id, latest],
  );
  useEffect(() => {
    if (!open) return;
    group.open(id);
    return () => group.close(id);
  }, [group, id, open]);

  const select = (next: string) => {
    setValue(next);
    setOpen(false, 'select');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { key } = event;
    const printable = isTypeaheadKey(event);
    if (!open) {
      const step = arrowStep(key, LISTBOX);
      if (step !== null || key === 'Enter' || key === ' ' || printable) {
        event.preventDefault();
        pending.current = step === -1 ? 'last' : printable && key !== ' ' ? typeahead.push(key) : 'first';
        setOpen(true, 'keyboard');
      }
      return;
    }
    if (key === 'Tab') return setOpen(false, 'tab');
    const options = optionsIn(list);
    const index = options.findIndex((o) => o.id === activeId);
    if (key === 'Enter' || (key === ' ' && !typeahead.typing())) {
      event.preventDefault();
      const chosen = options[index]?.dataset.value;
      return chosen === undefined ? setOpen(false, 'keyboard') : select(chosen);
    }
    const moved = focusListTarget(key, index, options.length, LISTBOX);
    const found = moved ?? (printable ? typeaheadTarget(labelled(options), typeahead.push(key), index) : -1);
    if (moved !== null || printable) event.preventDefault();
    if (found >= 0) setActiveId(options[found]?.id);
  };

  return (
    <DropdownContext.Provider
      value={{
        open,
        setOpen,
        value,
        select,
        activeId,
        setActiveId,
        triggerId: `${id}t`,
        listId: `${id}l`,
        setTrigger: refs.setReference,
        setList: refs.setFloating,
        floatingStyles,
        getReferenceProps,
        getFloatingProps,
        onKeyDown,
      }}
    >
      {children}
    </DropdownContext.Provider>
  );
}
