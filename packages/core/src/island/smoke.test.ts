import { IslandError } from './island-error';

test('IslandError names island, attribute and value', () => {
  const e = new IslandError('deal-countdown', 'data-date', 'yarın', 'expected YYYY/MM/DD');
  expect(e.message).toBe('[firsat] deal-countdown: data-date="yarın" — expected YYYY/MM/DD');
});
