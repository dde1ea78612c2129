// Used by the coming product filter (sort and term lists) and currency switcher.
export { type DropdownChangeReason, type DropdownContextValue, useDropdown } from './dropdown-context';
export {
  DropdownItem,
  type DropdownItemProps,
  type DropdownItemState,
  DropdownList,
  type DropdownListProps,
} from './dropdown-list';
export { DropdownRoot, type DropdownRootProps } from './dropdown-root';
export { DropdownTrigger, type DropdownTriggerProps } from './dropdown-trigger';
export { createOpenGroup, dropdownGroup, type OpenGroup } from './open-group';
