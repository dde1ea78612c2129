import { defineProps } from './define-props';
import { prop } from './prop';

const schema = defineProps('flag-test', { dots: prop.flag('data-dots', { doc: 'dots' }) });
const parse = (value: string | null) => {
  const el = document.createElement('div');
  if (value !== null) el.setAttribute('data-dots', value);
  return schema.parse(el).dots;
};

test('a block plugin’s data-* flag reads as jQuery’s .data() does: empty is off', () => {
  expect(parse('1')).toBe(true);
  expect(parse('true')).toBe(true);
  expect(parse('yes')).toBe(true);
  expect(parse('')).toBe(false);
  expect(parse('0')).toBe(false);
  expect(parse(null)).toBe(false);
  expect(() => parse('belki')).toThrow(/data-dots/);
});
