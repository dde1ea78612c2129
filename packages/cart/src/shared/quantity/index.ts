// The one quantity model (steppers, clamping, the page-load raise to min), for the quantity
// island, the sticky bar and the variation form.
export {
  clamp,
  decrement,
  increment,
  initialValue,
  isMinusDisabled,
  isPlusDisabled,
  parseBounds,
  type QuantityBounds,
  type RawQuantityBounds,
} from './model';
