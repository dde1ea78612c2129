import { configure } from '@firsat/core/island';
import { resetConfig } from '@firsat/core/testing';
import { messages } from './index';

afterEach(() => resetConfig());

/** SPEC.md §5, copied by hand, with the values that make the placeholder read as SPEC.md writes it. */
describe.each(['tr', 'en'] as const)('SPEC name-your-price texts, verbatim, in the %s locale', (locale) => {
  beforeEach(() => configure({ locale }));

  it.each([
    ['namePriceMin', '{formatted min}', 'Minimum Price limit is {formatted min}'],
    ['namePriceMax', '{formatted max}', 'Maximum Price limit is {formatted max}'],
  ] as const)('%s', (id, price, text) => {
    expect(messages.t(id, { price })).toBe(text);
  });
});
