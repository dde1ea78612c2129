import { waitFor } from '@testing-library/react';
import { clearRegistry, defineIsland, type IslandHostProps, islandModule, register } from '../island/index';
import { defineProps, prop } from '../props/index';
import { mount, observe, resetController, scan, unmount, whenIdle } from './controller';

const greetingProps = defineProps('greeting', {
  name: prop.string('data-name', {
    required: true,
    doc: 'who',
    pattern: /^[\p{L} ]+$/u,
    patternText: 'must be letters',
  }),
  loud: prop.boolean('data-loud', { fallback: false, doc: 'shout' }),
});
type GreetingProps = ReturnType<typeof greetingProps.parse>;

let renders = 0;
function Greeting({ name, loud }: GreetingProps & IslandHostProps) {
  renders++;
  if (name === 'Boom') throw new Error('render exploded');
  return <p className="greeting">{loud ? `MERHABA ${name.toUpperCase()}` : `Merhaba ${name}`}</p>;
}

const greeting = defineIsland<GreetingProps>({
  name: 'greeting',
  selector: '.classic-greeting',
  load: async () => ({ default: islandModule({ props: greetingProps, View: Greeting }) }),
});

function Badge({ host }: IslandHostProps) {
  return <span className="badge">{host.querySelector('a')?.textContent} ✓</span>;
}
const badge = defineIsland<object>({
  name: 'badge',
  selector: '.classic-badge',
  when: 'interaction',
  load: async () => ({ default: { props: { parse: () => ({}) }, View: Badge, mode: 'enhance' } }),
});

function page(html: string) {
  document.body.innerHTML = html;
}
const state = (el: Element | null) => el?.getAttribute('data-island-state');

// The runtime is a real application root here, not a Testing Library render.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  renders = 0;
  clearRegistry();
  register(greeting, badge);
});
afterEach(() => {
  unmount('[data-island]');
  resetController();
});

test('finds classic markup, mounts it, and reports each phase', async () => {
  page('<div class="classic-greeting" data-name="Ayşe"><em>server</em></div>');
  const el = document.querySelector('.classic-greeting') as HTMLElement;
  const mounted = vi.fn();
  el.addEventListener('island:mount', mounted);
  scan();
  expect(el).toHaveAttribute('data-island', 'greeting');
  expect(state(el)).toBe('loading');
  await whenIdle();
  expect(state(el)).toBe('mounted');
  expect(el.innerHTML).toBe('<p class="greeting">Merhaba Ayşe</p>');
  expect(mounted).toHaveBeenCalledTimes(1);
  expect(mounted.mock.calls[0]?.[0].detail).toEqual({ name: 'greeting' });
});

test('a page of 120 views mounts in batches: every island once, each rendered once', async () => {
  page('<div class="classic-greeting" data-name="Ada"></div>'.repeat(120));
  const mounts = vi.fn();
  document.addEventListener('island:mount', mounts);
  scan();
  await whenIdle();
  document.removeEventListener('island:mount', mounts);
  const islands = document.querySelectorAll('.classic-greeting');
  expect([...islands].every((el) => state(el) === 'mounted' && el.querySelector('p.greeting'))).toBe(true);
  expect(mounts).toHaveBeenCalledTimes(120);
  // Earlier batches are not rendered again when a later one lands (the memoised host view).
  expect(renders).toBe(120);
});

test('the data-firsat attribute also selects an island', async () => {
  page('<section data-firsat="greeting" data-name="Can"></section>');
  scan();
  await whenIdle();
  expect(document.querySelector('section')?.textContent).toBe('Merhaba Can');
});

test('a bad attribute: one console error naming it, server HTML untouched, others unaffected', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  page(
    '<div class="classic-greeting" id="bad" data-name="4 2"><b>as printed</b></div><div class="classic-greeting" id="good" data-name="Ece">x</div>',
  );
  const bad = document.getElementById('bad') as HTMLElement;
  const failed = vi.fn();
  bad.addEventListener('island:error', failed);
  scan();
  await whenIdle();
  expect(errors).toHaveBeenCalledTimes(1);
  expect(errors.mock.calls[0]?.[0]).toBe('[firsat] greeting: data-name="4 2" — must be letters');
  expect(bad.innerHTML).toBe('<b>as printed</b>');
  expect(state(bad)).toBe('error');
  expect(failed).toHaveBeenCalledTimes(1);
  expect(state(document.getElementById('good'))).toBe('mounted');
  expect(document.getElementById('good')?.textContent).toBe('Merhaba Ece');
});

test('a render error restores the server HTML and leaves other islands alone', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  page(
    '<div class="classic-greeting" id="boom" data-name="Boom"><i>kept</i></div><div class="classic-greeting" id="ok" data-name="Deniz"></div>',
  );
  scan();
  await whenIdle();
  await waitFor(() => expect(state(document.getElementById('boom'))).toBe('error'));
  expect(document.getElementById('boom')?.innerHTML).toBe('<i>kept</i>');
  expect(document.getElementById('ok')?.textContent).toBe('Merhaba Deniz');
  expect(errors).toHaveBeenCalledTimes(1);
  expect(errors.mock.calls[0]?.[0]).toBe('[firsat] greeting: render exploded');
});

test('scanning twice never mounts twice', async () => {
  page('<div class="classic-greeting" data-name="Bora"></div>');
  scan();
  scan();
  await whenIdle();
  scan();
  await whenIdle();
  expect(document.querySelectorAll('.greeting')).toHaveLength(1);
  expect(renders).toBe(1);
});

test('HTML inserted later gets its islands; removed islands unmount', async () => {
  page('<main></main>');
  observe();
  const main = document.querySelector('main') as HTMLElement;
  main.insertAdjacentHTML(
    'beforeend',
    '<article><div class="classic-greeting" data-name="Nil"></div></article>',
  );
  const el = main.querySelector('.classic-greeting') as HTMLElement;
  await waitFor(() => expect(state(el)).toBe('mounted'));
  expect(el.textContent).toBe('Merhaba Nil');
  const unmounted = vi.fn();
  el.addEventListener('island:unmount', unmounted);
  main.replaceChildren();
  await waitFor(() => expect(unmounted).toHaveBeenCalledTimes(1));
  expect(el).not.toHaveAttribute('data-island');
});

test('mount() by selector with props from code overriding the attributes', async () => {
  page('<div class="my-hello" data-name="Server"></div><div class="my-hello"></div>');
  await mount('greeting', '.my-hello', { name: 'Kod', loud: true });
  expect([...document.querySelectorAll('.my-hello')].map((e) => e.textContent)).toEqual([
    'MERHABA KOD',
    'MERHABA KOD',
  ]);
});

test('mount() again updates the props; unmount() gives the server HTML back', async () => {
  page('<div class="classic-greeting" data-name="Ali"><u>server</u></div>');
  const el = document.querySelector('.classic-greeting') as HTMLElement;
  await mount('greeting', el);
  expect(el.textContent).toBe('Merhaba Ali');
  await mount('greeting', el, { name: 'Veli' });
  await waitFor(() => expect(el.textContent).toBe('Merhaba Veli'));
  unmount(el);
  await waitFor(() => expect(el.innerHTML).toBe('<u>server</u>'));
  expect(el).not.toHaveAttribute('data-island-state');
});

test('mount() of an unknown island or an empty target says so', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  await mount('nope', 'body');
  await mount('greeting', '.missing');
  expect(errors.mock.calls.map((c) => c[0])).toEqual([
    '[firsat] mount: no island is registered as "nope"',
    '[firsat] mount: ".missing" matches no element for greeting',
  ]);
});

test('interaction islands wait for a hover or focus; enhance mode keeps the server children', async () => {
  page('<div class="classic-badge"><a href="#">Sepet</a></div>');
  const el = document.querySelector('.classic-badge') as HTMLElement;
  scan();
  await new Promise((r) => setTimeout(r, 20));
  expect(state(el)).toBe('loading');
  expect(el.querySelector('.badge')).toBeNull();
  // whenIdle() does not wait for islands whose moment has not come.
  await whenIdle();
  expect(state(el)).toBe('loading');
  el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await whenIdle();
  expect(state(el)).toBe('mounted');
  expect(el.innerHTML).toBe('<a href="#">Sepet</a><span class="badge">Sepet ✓</span>');
});
