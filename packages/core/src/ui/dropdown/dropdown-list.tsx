import { type ComponentPropsWithRef, useId } from 'react';
import {
  chain,
  classOf,
  InPortal,
  type PortalTarget,
  type StateClassName,
  useMergedRef,
} from '../shared/index';
import { useDropdown } from './dropdown-context';

/** Props of `DropdownList`: the `<ul role="listbox">`. */
export interface DropdownListProps extends ComponentPropsWithRef<'ul'> {
  /** Render into `document.body` (`true`) or an element; default in place (`false`). */
  portal?: PortalTarget;
  /** Apply the computed position (flip/shift/offset). Default `true`; `false` leaves it to the theme. */
  positioned?: boolean;
}

/** The list of options; rendered only while open. */
export function DropdownList({
  ref,
  portal = false,
  positioned = true,
  style,
  onMouseDown,
  ...rest
}: DropdownListProps) {
  const dropdown = useDropdown();
  const mergedRef = useMergedRef(dropdown.setList, ref);
  if (!dropdown.open) return null;
  return (
    <InPortal to={portal}>
      <ul
        id={dropdown.listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the theme's CSS targets the classic ul; ARIA in HTML allows listbox on ul
        role="listbox"
        tabIndex={-1}
        aria-labelledby={rest['aria-label'] ? undefined : dropdown.triggerId}
        data-state="open"
        {...dropdown.getFloatingProps({
          ...rest,
          // Keep focus on the trigger when an option is pressed.
          onMouseDown: chain(onMouseDown, (event) => event.preventDefault()),
        })}
        style={positioned ? { ...dropdown.floatingStyles, ...style } : style}
        ref={mergedRef}
      />
    </InPortal>
  );
}

/** The state an option's class name can follow. */
export interface DropdownItemState {
  selected: boolean;
  active: boolean;
}

/** Props of `DropdownItem`: one `<li role="option">`. */
export interface DropdownItemProps extends Omit<ComponentPropsWithRef<'li'>, 'className' | 'value'> {
  /** The value chosen with this option. */
  value: string;
  /** Text typeahead matches; default the option's text. */
  textValue?: string;
  /** Cannot be highlighted or chosen. */
  disabled?: boolean;
  /** Class names, or a function of `{ selected, active }` (e.g. the classic `hide-currency`). */
  className?: StateClassName<DropdownItemState>;
}

/** One option. `data-state="checked"` when selected, `data-highlighted` when active. */
export function DropdownItem({
  value,
  textValue,
  disabled,
  className,
  onClick,
  onMouseMove,
  ...rest
}: DropdownItemProps) {
  const dropdown = useDropdown();
  const id = useId();
  const selected = dropdown.value === value;
  const active = dropdown.activeId === id;
  return (
    // Keys are handled by the trigger, which owns focus (aria-activedescendant); the theme's CSS targets li.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <li
      id={id}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the theme's CSS targets the classic li; ARIA in HTML allows option on li
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      data-value={value}
      data-label={textValue}
      data-state={selected ? 'checked' : 'unchecked'}
      data-highlighted={active ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      {...rest}
      className={classOf(className, { selected, active })}
      onClick={chain(onClick, () => disabled || dropdown.select(value))}
      onMouseMove={chain(onMouseMove, () => disabled || active || dropdown.setActiveId(id))}
    />
  );
}
