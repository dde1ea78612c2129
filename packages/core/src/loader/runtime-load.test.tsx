/**
 * The first view on a page needs React's group and core's texts. Both are asked for at once (the
 * texts used to be requested only once React's module had been evaluated, one more round trip
 * before anything could mount), the view waits for both, and a failed download fails only the
 * views waiting on it: the next view asks again rather than inheriting the failure for the rest
 * of the page's life.
 */
import { waitFor } from '@testing-library/react';
import { clearRegistry, defineIsland, islandModule, register } from '../island/index';
import { defineProps } from '../props/index';
import { resetController, scan, whenIdle } from './controller';

const gate = vi.hoisted(() => {
  const latch = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { open, opened };
  };
  return {
    react: latch(),
    texts: latch(),
    failTextsOnce: true,
    runtimeAskedFor: vi.fn(),
    runtimeArrived: vi.fn(),
    textsAskedFor: vi.fn(),
  };
});

// React's group and core's texts each arrive only when the test says so; the texts' first
// download fails.
vi.mock('../runtime/index', async (original) => {
  gate.runtimeAskedFor();
  await gate.react.opened;
  const runtime = await original();
  gate.runtimeArrived();
  return runtime;
});
vi.mock('../i18n/index', async (original) => {
  const actual = await original<typeof import('../i18n/index')>();
  return {
    ...actual,
    coreMessages: {
      load: async () => {
        gate.textsAskedFor();
        if (gate.failTextsOnce) {
          gate.failTextsOnce = false;
          throw new Error('texts: network error');
        }
        await gate.texts.opened;
        return actual.coreMessages.load();
      },
    },
  };
});

const noProps = defineProps('hello', {});
function Hello() {
  return <b className="hello">Merhaba</b>;
}
const hello = defineIsland<object>({
  name: 'hello',
  selector: '.classic-hello',
  load: async () => ({ default: islandModule({ props: noProps, View: Hello }) }),
});

// The runtime is a real application root here, not a Testing Library render.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  resetController();
  clearRegistry();
  document.body.innerHTML = '';
});

// One story, because the runtime is loaded once per page (and per test file): its steps depend
// on each other.
test("the first view's downloads: asked for together, both awaited, asked for again after a failure", async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  register(hello);
  document.body.innerHTML = '<div class="classic-hello" id="first">sunucu</div>';
  scan(document);

  // The texts are asked for while React's group is still on its way; their download fails.
  await waitFor(() => expect(gate.textsAskedFor).toHaveBeenCalledTimes(1));
  expect(gate.runtimeAskedFor).toHaveBeenCalled();
  expect(gate.runtimeArrived).not.toHaveBeenCalled();
  const first = document.getElementById('first');
  await waitFor(() => expect(first?.getAttribute('data-island-state')).toBe('error'));
  expect(first?.innerHTML).toBe('sunucu');
  expect(errors).toHaveBeenCalled();

  // The next view asks for the texts again.
  document.body.insertAdjacentHTML('beforeend', '<div class="classic-hello" id="second">sunucu</div>');
  scan(document);
  await waitFor(() => expect(gate.textsAskedFor).toHaveBeenCalledTimes(2));

  // React alone is not enough: the view waits for the texts too.
  gate.react.open();
  await waitFor(() => expect(gate.runtimeArrived).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(document.querySelector('#second .hello')).toBeNull();

  gate.texts.open();
  await whenIdle();
  await waitFor(() => expect(document.querySelector('#second .hello')?.textContent).toBe('Merhaba'));
  expect(first?.innerHTML).toBe('sunucu');
  errors.mockRestore();
});
