/**
 * The one quantity model (SPEC §4 Quantity, §5): parsing what the `input.qty` holds, the plus and
 * minus steppers, clamping a typed value into min..max, and the page-load raise to min.
 */

/** An input's `step`: a positive number, or `'any'` (no step; the steppers then move by 1). */
export type QuantityStep = number | 'any';

/** The limits of one quantity input, as numbers. */
export interface QuantityBounds {
  /** The lowest value (`min`); 1 when the input has none. */
  min: number;
  /** The highest value (`max`); `undefined` when empty or absent: unlimited. */
  max: number | undefined;
  /** The `step`; 1 when absent or invalid. */
  step: QuantityStep;
}

/** What an input's attributes (or a variation) hold: numbers, strings, or nothing. */
export type RawNumber = number | string | null | undefined;

/** The raw `min`, `max` and `step` attributes of a quantity input. */
export interface RawQuantityBounds {
  min?: RawNumber;
  max?: RawNumber;
  step?: RawNumber;
}

/** The minimum a quantity input without a `min` attribute gets: the lowest the minus button reaches. */
export const DEFAULT_MIN = 1;

function toNumber(raw: RawNumber): number {
  if (typeof raw === 'number') return raw;
  if (raw === null || raw === undefined) return Number.NaN;
  return Number.parseFloat(raw.trim());
}

/** How many decimals a number is written with, so sums of fractional steps can be rounded back. */
function decimals(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent?.[1]) return Number(exponent[1]);
  return text.split('.')[1]?.length ?? 0;
}

function roundLike(value: number, ...like: number[]): number {
  const places = Math.min(10, Math.max(0, ...like.map(decimals)));
  return Number(value.toFixed(places));
}

/** The step the steppers move by: `'any'` moves by 1. */
export function stepSize(step: QuantityStep): number {
  return step === 'any' ? 1 : step;
}

/**
 * Reads the `min`, `max` and `step` attributes of a quantity input (or a variation's `min_qty` /
 * `max_qty`). An empty or non-numeric `min` becomes {@link DEFAULT_MIN}; an empty, non-numeric or
 * negative `max` means unlimited, and a `max` below `min` is raised to `min`; `step` `'any'` stays
 * `'any'`, and an empty, zero or negative step becomes 1.
 */
export function parseBounds(raw: RawQuantityBounds = {}): QuantityBounds {
  const parsedMin = toNumber(raw.min);
  const min = Number.isFinite(parsedMin) ? parsedMin : DEFAULT_MIN;
  const parsedMax = toNumber(raw.max);
  const max = Number.isFinite(parsedMax) && parsedMax >= 0 ? Math.max(parsedMax, min) : undefined;
  let step: QuantityStep = 1;
  if (typeof raw.step === 'string' && raw.step.trim().toLowerCase() === 'any') step = 'any';
  else {
    const parsedStep = toNumber(raw.step);
    if (Number.isFinite(parsedStep) && parsedStep > 0) step = parsedStep;
  }
  return { min, max, step };
}

/**
 * The number a quantity field holds. Anything that is not a number (empty, text) is `fallback`:
 * SPEC §5 treats it as 1, or as min when the minus button is pressed.
 */
export function parseQuantity(raw: RawNumber, fallback = 1): number {
  const value = toNumber(raw);
  return Number.isFinite(value) ? value : fallback;
}

/** A typed value clamped into `min..max` (SPEC §5, on change); non-numeric input counts as 1. */
export function clamp(raw: RawNumber, bounds: QuantityBounds): number {
  const value = parseQuantity(raw);
  const capped = bounds.max === undefined ? value : Math.min(value, bounds.max);
  return Math.max(capped, bounds.min);
}

/** The plus button: one step up, capped at max. A non-numeric value counts as 1. */
export function increment(raw: RawNumber, bounds: QuantityBounds): number {
  const step = stepSize(bounds.step);
  const value = parseQuantity(raw);
  const next = roundLike(value + step, value, step);
  const capped = bounds.max === undefined ? next : Math.min(next, bounds.max);
  // A value typed below min jumps to min rather than staying under it.
  return Math.max(capped, bounds.min);
}

/** The minus button: one step down, floored at min. A non-numeric value counts as min. */
export function decrement(raw: RawNumber, bounds: QuantityBounds): number {
  const step = stepSize(bounds.step);
  const value = parseQuantity(raw, bounds.min);
  const next = roundLike(value - step, value, step);
  const floored = Math.max(next, bounds.min);
  return bounds.max === undefined ? floored : Math.min(floored, bounds.max);
}

/**
 * Whether the minus button shows as disabled: at or below min, or when a step down would take
 * the value under 1 (SPEC: "visually disabled when the value would drop below 2" — with step 1
 * that is any value under 2; a fractional step may go down to 1). Non-numeric counts as 1.
 */
export function isMinusDisabled(raw: RawNumber, bounds: QuantityBounds): boolean {
  const value = parseQuantity(raw);
  const unit = Math.min(stepSize(bounds.step), 1);
  return value <= bounds.min || roundLike(value - unit, value, unit) < 1;
}

/** Whether the plus button shows as disabled: the value is at (or over) max. */
export function isPlusDisabled(raw: RawNumber, bounds: QuantityBounds): boolean {
  return bounds.max !== undefined && parseQuantity(raw) >= bounds.max;
}

/** Where the quantity input is, for {@link initialValue}. */
export interface InitialValueOptions {
  /** Cart page quantity inputs keep their value (SPEC §5). */
  isCartPage?: boolean;
}

/**
 * The value a quantity input gets on page load: a number below `min` is raised to `min`, except
 * on the cart page. A value or a `min` that is not a number (or a negative `min`) leaves the input
 * as it is, and so does every value that is already at least `min`.
 */
export function initialValue<V extends string | number>(
  value: V,
  min: RawNumber,
  options: InitialValueOptions = {},
): V | number {
  if (options.isCartPage) return value;
  const lowest = toNumber(min);
  const current = toNumber(value);
  if (!Number.isFinite(lowest) || lowest < 0 || !Number.isFinite(current)) return value;
  return current < lowest ? lowest : value;
}
