import type { ComponentPropsWithRef } from 'react';
import { chain, dataState, useMergedRef } from '../shared/index';
import { useDropdown } from './dropdown-context';

/** Props of `DropdownTrigger`: a `<button>`. */
export type DropdownTriggerProps = ComponentPropsWithRef<'button'>;

/** The button that opens and closes the list and takes its keyboard input. */
export function DropdownTrigger({ ref, onClick, onKeyDown, onKeyUp, ...rest }: DropdownTriggerProps) {
  const dropdown = useDropdown();
  const { open } = dropdown;
  return (
    <button
      type="button"
      id={dropdown.triggerId}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={open}
      aria-controls={open ? dropdown.listId : undefined}
      aria-activedescendant={open ? dropdown.activeId : undefined}
      data-state={dataState(open)}
      {...dropdown.getReferenceProps({
        ...rest,
        onClick: chain(onClick, () => dropdown.setOpen(!open, 'trigger')),
        onKeyDown: chain(onKeyDown, dropdown.onKeyDown),
        // Space was handled on keydown; keep its keyup from clicking the button again.
        onKeyUp: chain(onKeyUp, (event) => event.key === ' ' && event.preventDefault()),
      })}
      ref={useMergedRef(dropdown.setTrigger, ref)}
    />
  );
}
