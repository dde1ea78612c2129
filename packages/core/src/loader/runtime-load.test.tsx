/**
 * The first view on a page needs React's group and core's texts. Both are asked for at once: the
 * texts used to be requested only once React's module had been evaluated, one more round trip
 * before anything could mount.
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
    runtimeAskedFor: vi.fn(),
    runtimeArrived: vi.fn(),
    textsAskedFor: vi.fn(),
  };
});

// React's group and core's texts each arrive only when the test says so.
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

test("core's texts are asked for while React's group is still on its way, and the view mounts once both are in", async () => {
  register(hello);
  document.body.innerHTML = '<div class="classic-hello">sunucu</div>';
  scan(document);

  await waitFor(() => expect(gate.runtimeAskedFor).toHaveBeenCalled());
  await waitFor(() => expect(gate.textsAskedFor).toHaveBeenCalled());
  expect(document.querySelector('.hello')).toBeNull();

  // React alone is not enough: the view waits for the texts too.
  gate.react.open();
  await waitFor(() => expect(gate.runtimeArrived).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(document.querySelector('.hello')).toBeNull();

  gate.texts.open();
  await whenIdle();
  await waitFor(() => expect(document.querySelector('.hello')?.textContent).toBe('Merhaba'));
});
