/**
 * Families the loader does not carry: a family's table loads only when its sentinel is on the
 * page (at the first scan or in HTML added later), once, and its islands then mount like any other.
 */
import { behaviourModule } from '../behaviour/index';
import { clearRegistry, type IslandRow, registerTableFamily } from '../island/index';
import { observe, resetController, scan, unmount, whenIdle } from './controller';

const bound: string[] = [];
const chip: IslandRow = [
  'form-chip',
  '.wpuf-chip',
  'l',
  'b',
  async () => ({
    default: behaviourModule<object>({
      props: { parse: () => ({}) },
      bind: (el) => {
        bound.push(el.id);
      },
    }),
  }),
];
const loadTable = vi.fn(async () => ({ default: [chip] }));

beforeEach(() => {
  clearRegistry();
  bound.length = 0;
  loadTable.mockClear();
  registerTableFamily('[class*="wpuf"]', loadTable);
});
afterEach(() => {
  unmount('[data-island]');
  resetController();
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  await whenIdle();
};

it('a page without the family’s markup never fetches its table', async () => {
  document.body.innerHTML = '<div class="woocommerce"><p>Sepet</p></div>';
  scan();
  await settle();
  expect(loadTable).not.toHaveBeenCalled();
});

it('the sentinel on the page fetches the table once, then its islands mount', async () => {
  document.body.innerHTML =
    '<form class="wpuf-form-add"><span id="a" class="wpuf-chip"></span><span id="b" class="wpuf-chip"></span></form>';
  scan();
  scan();
  await settle();
  expect(loadTable).toHaveBeenCalledTimes(1);
  expect(bound.sort()).toEqual(['a', 'b']);
  expect(document.getElementById('a')?.getAttribute('data-island-state')).toBe('mounted');
});

it('HTML added later with the family’s markup wakes it too', async () => {
  document.body.innerHTML = '<main></main>';
  scan();
  observe();
  await settle();
  expect(loadTable).not.toHaveBeenCalled();
  document
    .querySelector('main')
    ?.insertAdjacentHTML('beforeend', '<div class="wpuf-dashboard"><i id="c" class="wpuf-chip"></i></div>');
  await settle();
  expect(loadTable).toHaveBeenCalledTimes(1);
  expect(bound).toEqual(['c']);
});
