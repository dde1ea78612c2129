/**
 * The third island kind: a page island owns no element. Its selector tests the page; once it
 * matches, the island starts once per page on `<body>`, reports on `<html data-island-<name>>`,
 * fails with one console error naming it, and `unmount(document)` runs its cleanups.
 */
import { behaviourModule } from '../behaviour/index';
import { clearRegistry, defineIsland, register } from '../island/index';
import { defineProps, prop } from '../props/index';
import { mount, resetController, scan, unmount, whenIdle } from './controller';

const runtimeLoaded = vi.fn();
vi.mock('../runtime/index', async (original) => {
  runtimeLoaded();
  return original();
});

const pingProps = defineProps('ping', {
  explode: prop.markup((el) => el.classList.contains('explode'), { type: 'boolean', doc: 'tests' }),
});
type PingProps = ReturnType<typeof pingProps.parse>;

const bound = vi.fn();
const stopped = vi.fn();
const pingModule = behaviourModule<PingProps>({
  props: pingProps,
  bind(el, { props }) {
    bound(el);
    if (props.explode) throw new Error('bind exploded');
    return stopped;
  },
});

const ping = defineIsland<PingProps>({
  name: 'ping',
  selector: 'body.pinged',
  kind: 'page',
  load: async () => ({ default: pingModule }),
});

const html = document.documentElement;
const state = () => html.getAttribute('data-island-ping');

beforeEach(() => {
  clearRegistry();
  register(ping);
  bound.mockClear();
  stopped.mockClear();
  runtimeLoaded.mockClear();
});
afterEach(() => {
  unmount(document);
  resetController();
  document.body.className = '';
  document.body.replaceChildren();
});

it('starts once per page on <body> when the page matches, and reports on <html>', async () => {
  document.body.innerHTML = '<h1 class="product_title">Başlık</h1>';
  scan(document);
  expect(state()).toBe(null);

  document.body.className = 'pinged';
  scan(document);
  scan(document);
  await whenIdle();
  expect(state()).toBe('mounted');
  expect(bound).toHaveBeenCalledTimes(1);
  expect(bound).toHaveBeenCalledWith(document.body);
  expect(runtimeLoaded).not.toHaveBeenCalled();
  // No element is marked as its own.
  expect(document.querySelector('[data-island]')).toBe(null);
});

it('unmount(document) runs its cleanups and takes its state off <html>', async () => {
  document.body.className = 'pinged';
  const unmounted = vi.fn();
  html.addEventListener('island:unmount', unmounted, { once: true });
  scan(document);
  await whenIdle();
  unmount(document);
  expect(stopped).toHaveBeenCalledTimes(1);
  expect(state()).toBe(null);
  expect(unmounted).toHaveBeenCalledTimes(1);
});

it('mount(name) starts it again, whatever the target', async () => {
  document.body.className = 'pinged';
  scan(document);
  await whenIdle();
  await mount('ping', 'no-such-element');
  expect(stopped).toHaveBeenCalledTimes(1);
  expect(bound).toHaveBeenCalledTimes(2);
  expect(state()).toBe('mounted');
});

it('fails as an element island does: error state, one console error naming it, cleanups run', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.body.className = 'pinged explode';
  const before = document.body.outerHTML;
  scan(document);
  await whenIdle();
  expect(state()).toBe('error');
  expect(errors).toHaveBeenCalledTimes(1);
  expect(String(errors.mock.calls[0]?.[0])).toMatch(/^\[firsat\] ping: .*bind exploded/);
  expect(document.body.outerHTML).toBe(before);
  errors.mockRestore();
});
