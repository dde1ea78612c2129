/**
 * The second island kind: a behaviour binds to the server's markup without React. It starts
 * without the React runtime, cleans up after itself on unmount, and a failure — a bad attribute,
 * or `bind` throwing halfway — leaves the element's HTML byte for byte as the server printed it.
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

const toggleProps = defineProps('toggle', {
  label: prop.string('data-label', { required: true, doc: 'the pressed text' }),
  explode: prop.boolean('data-explode', { fallback: false, doc: 'throw halfway (tests)' }),
});
type ToggleProps = ReturnType<typeof toggleProps.parse>;

/** Marks the button, flips aria-pressed on click, and throws after its first change on request. */
const toggleModule = behaviourModule<ToggleProps>({
  props: toggleProps,
  bind(el, { props, signal, onCleanup }) {
    const button = el.querySelector('button') as HTMLButtonElement;
    const before = button.textContent;
    button.setAttribute('aria-pressed', 'false');
    onCleanup(() => button.removeAttribute('aria-pressed'));
    el.classList.add('is-bound');
    onCleanup(() => el.classList.remove('is-bound'));
    if (props.explode) throw new Error('bind exploded');
    button.addEventListener(
      'click',
      () => {
        const pressed = button.getAttribute('aria-pressed') !== 'true';
        button.setAttribute('aria-pressed', String(pressed));
        button.textContent = pressed ? props.label : before;
      },
      { signal },
    );
    return () => {
      button.textContent = before;
    };
  },
});

const toggle = defineIsland<ToggleProps>({
  name: 'toggle',
  selector: '.classic-toggle',
  kind: 'behaviour',
  load: async () => ({ default: toggleModule }),
});

const SERVER = '<div class="classic-toggle" data-label="Açık"><button type="button">Kapalı</button></div>';
const state = (el: Element | null) => el?.getAttribute('data-island-state');
/** The element's HTML without the runtime's own two attributes. */
const serverHtml = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  copy.removeAttribute('data-island');
  copy.removeAttribute('data-island-state');
  return copy.outerHTML;
};

beforeEach(() => {
  clearRegistry();
  register(toggle);
  runtimeLoaded.mockClear();
});
afterEach(() => {
  unmount('[data-island]');
  resetController();
});

it('starts without the React runtime, and works', async () => {
  document.body.innerHTML = SERVER;
  scan();
  await whenIdle();
  const el = document.querySelector('.classic-toggle') as HTMLElement;
  expect(state(el)).toBe('mounted');
  const button = el.querySelector('button') as HTMLButtonElement;
  button.click();
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(button).toHaveTextContent('Açık');
  expect(runtimeLoaded).not.toHaveBeenCalled();
});

it('unmounting runs every cleanup: listeners gone, the markup as the server printed it', async () => {
  document.body.innerHTML = SERVER;
  const el = document.querySelector('.classic-toggle') as HTMLElement;
  await mount('toggle', el);
  el.querySelector('button')?.click();
  unmount(el);
  expect(el.outerHTML).toBe(SERVER);
  el.querySelector('button')?.click();
  expect(el.outerHTML).toBe(SERVER);
});

it.each([
  ['a required attribute is missing', SERVER.replace(' data-label="Açık"', '')],
  ['a typed attribute is malformed', SERVER.replace('data-label', 'data-explode="belki" data-label')],
  ['bind throws after changing the markup', SERVER.replace('data-label', 'data-explode data-label')],
])('when %s: one console error, state error, the HTML byte for byte as it was', async (_, html) => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML = html;
  const el = document.querySelector('.classic-toggle') as HTMLElement;
  const before = el.outerHTML;
  scan();
  await whenIdle();
  expect(state(el)).toBe('error');
  expect(serverHtml(el)).toBe(before);
  expect(error).toHaveBeenCalledTimes(1);
  expect(String(error.mock.calls[0]?.[0])).toContain('toggle');
});

it('a cleanup registered after unmount runs at once', async () => {
  let late: ((undo: () => void) => void) | undefined;
  const module = behaviourModule<object>({
    props: { parse: () => ({}) },
    bind(_el, { onCleanup }) {
      late = onCleanup;
    },
  });
  const el = document.createElement('div');
  const stop = module.start(el, {});
  stop();
  const undo = vi.fn();
  late?.(undo);
  expect(undo).toHaveBeenCalledTimes(1);
});

it('fetches the island’s messages for the page locale before bind runs', async () => {
  const { defineMessages } = await import('../i18n/index');
  const messages = defineMessages({
    tr: async () => ({ default: { pressed: 'Basıldı' } }),
    en: async () => ({ default: { pressed: 'Pressed' } }),
  });
  const seen: string[] = [];
  clearRegistry();
  register(
    defineIsland<object>({
      name: 'speaker',
      selector: '.classic-speaker',
      kind: 'behaviour',
      load: async () => ({
        default: behaviourModule<object>({
          props: { parse: () => ({}) },
          messages,
          bind: () => {
            seen.push(messages.t('pressed'));
          },
        }),
      }),
    }),
  );
  document.body.innerHTML = '<div class="classic-speaker"></div>';
  scan();
  await whenIdle();
  expect(seen).toEqual(['Basıldı']);
});

it('an island waiting for interaction gets the click that woke it, once it has started', async () => {
  const clicks: string[] = [];
  clearRegistry();
  let release!: () => void;
  const chunkArrives = new Promise<void>((resolve) => {
    release = resolve;
  });
  register(
    defineIsland<object>({
      name: 'opener',
      selector: '.classic-opener',
      when: 'interaction',
      kind: 'behaviour',
      load: async () => {
        await chunkArrives;
        return {
          default: behaviourModule<object>({
            props: { parse: () => ({}) },
            bind: (el, { signal }) => el.addEventListener('click', () => clicks.push('island'), { signal }),
          }),
        };
      },
    }),
  );
  document.body.innerHTML = '<div class="classic-opener"><a href="#size-chart">Beden tablosu</a></div>';
  const link = document.querySelector('a') as HTMLAnchorElement;
  const page = vi.fn((event: Event) => clicks.push(event.defaultPrevented ? 'page: held' : 'page'));
  document.addEventListener('click', page);
  scan();
  link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  link.click();
  expect(clicks).toEqual([]);
  release();
  await whenIdle();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(clicks).toEqual(['island', 'page']);
  document.removeEventListener('click', page);
});
