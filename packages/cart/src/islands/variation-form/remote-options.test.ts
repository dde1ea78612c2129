import { describe, expect, it } from 'vitest';
import { parseRemoteOptions, restrictOptions } from './remote-options';
import type { OptionAvailability } from './variation-match';

describe('parseRemoteOptions', () => {
  it.each([
    [
      'the endpoint answer',
      { attributes: { attribute_pa_renk: ['mavi'], attribute_pa_numara: [] } },
      { attribute_pa_renk: ['mavi'], attribute_pa_numara: [] },
    ],
    ['an empty map', { attributes: {} }, {}],
    ['-1 (no such endpoint on admin-ajax)', -1, null],
    ['0', 0, null],
    ['an empty body', '', null],
    ['an HTML page', '<html></html>', null],
    ['null', null, null],
    ['no attributes', { success: true }, null],
    ['attributes as a list', { attributes: [] }, null],
    ['values not a list', { attributes: { attribute_a: 'x' } }, null],
    ['a value not a string', { attributes: { attribute_a: [1] } }, null],
    ['a key without the attribute_ prefix', { attributes: { renk: ['x'] } }, null],
  ])('%s', (_, body, expected) => {
    expect(parseRemoteOptions(body)).toEqual(expected);
  });
});

const option = (value: string, over: Partial<OptionAvailability> = {}): OptionAvailability => ({
  value,
  reachable: true,
  active: true,
  disabled: false,
  unavailable: false,
  ...over,
});

describe('restrictOptions', () => {
  it.each([
    ['no answer for the attribute keeps every option', undefined, [false, false, false]],
    ['an answer disables the values it leaves out', ['b'], [true, false, true]],
    ['an empty answer disables every value', [], [true, true, true]],
    ['every value allowed', ['a', 'b', 'c'], [false, false, false]],
  ])('%s', (_, allowed, disabled) => {
    const result = restrictOptions([option('a'), option('b'), option('c')], allowed);
    expect(result.map((o) => o.disabled)).toEqual(disabled);
    expect(result.filter((o) => o.disabled).every((o) => !o.reachable)).toBe(true);
  });

  it('keeps an option the local data already disabled', () => {
    const [only] = restrictOptions([option('a', { disabled: true, active: false })], ['a']);
    expect(only?.disabled).toBe(true);
  });
});
