export { bindFocusList, type FocusList, type FocusListMode, type FocusListOptions } from './bind';
export {
  arrowStep,
  createTypeahead,
  type FocusListItem,
  type FocusListItems,
  type FocusListKeys,
  type FocusListOrientation,
  focusListTarget,
  isTypeaheadKey,
  type Typeahead,
  typeaheadTarget,
} from './model';
