export { bindFocusList, type FocusList, type FocusListMode, type FocusListOptions } from './bind';
export { bindFocusKeys, type FocusKeysOptions } from './keys';
export {
  arrowStep,
  type FocusListItem,
  type FocusListItems,
  type FocusListKeys,
  type FocusListOrientation,
  focusListTarget,
} from './model';
export { createTypeahead, isTypeaheadKey, type Typeahead, typeaheadTarget } from './typeahead';
