import { animateButton } from './animation';
import { type AnimationPlan, animationPlan } from './model';

/** A matchMedia whose reduced-motion answer the test sets and changes. */
function reducedMotion(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    set(value: boolean) {
      query.matches = value;
      for (const listener of listeners) listener();
    },
    listening: () => listeners.size,
  };
}

const PRINTED = 'button product_type_simple add_to_cart_button ajax_add_to_cart wopb-anim-cart-btn';
const undos: (() => void)[] = [];
function animated(plan: Partial<AnimationPlan>, className = PRINTED) {
  document.body.innerHTML = `<a href="?add-to-cart=13" class="${className}">Sepete ekle</a>`;
  const button = document.querySelector('a') as HTMLElement;
  undos.push(animateButton(button, { className: 'wopb-anim-shake', hover: false, everyMs: null, ...plan }));
  return button;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  for (const undo of undos.splice(0)) undo();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('animationPlan: the wopb_anim_* body settings', () => {
  test.each([
    [
      { name: 'shake', show: 'loop', interval: '3' },
      { className: 'wopb-anim-shake', hover: false, everyMs: 3000 },
    ],
    [
      { name: 'zoom', show: 'hover', interval: 'no' },
      { className: 'wopb-anim-zoom', hover: true, everyMs: null },
    ],
    [
      { name: 'bounce', show: '', interval: '' },
      { className: 'wopb-anim-bounce', hover: false, everyMs: null },
    ],
    [
      { name: 'swing', show: 'loop', interval: '0' },
      { className: 'wopb-anim-swing', hover: false, everyMs: null },
    ],
  ])('%o', (settings, plan) => {
    expect(animationPlan(settings)).toEqual(plan);
  });

  test('nothing without the settings or with a name that is no class name', () => {
    expect(animationPlan(null)).toBeNull();
    expect(animationPlan({ name: 'a b', show: 'loop', interval: '1' })).toBeNull();
  });
});

describe('animateButton', () => {
  test('toggles wopb-anim-<name> every interval', () => {
    const button = animated({ everyMs: 2000 });
    expect(button).toHaveClass('wopb-animation', 'wopb-anim-shake');
    expect(button).not.toHaveClass('wopb-anim-onhover');
    vi.advanceTimersByTime(2000);
    expect(button).not.toHaveClass('wopb-anim-shake');
    vi.advanceTimersByTime(2000);
    expect(button).toHaveClass('wopb-anim-shake');
  });

  test('no interval: the class stays on and the animation repeats', () => {
    const button = animated({ className: 'wopb-anim-wobble' });
    vi.advanceTimersByTime(10_000);
    expect(button).toHaveClass('wopb-anim-wobble');
    expect(button.style.animationIterationCount).toBe('infinite');
  });

  test('undone, the button is as printed and the timer is gone', () => {
    const button = animated({ everyMs: 1000 });
    undos.pop()?.();
    expect(button.className).toBe(PRINTED);
    expect(button.getAttribute('style')).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(button.className).toBe(PRINTED);

    const endless = animated({});
    expect(endless).toHaveAttribute('style');
    undos.pop()?.();
    expect(endless.getAttribute('style')).toBeNull();
  });

  test('undone, classes the server printed itself and classes others added since stay', () => {
    const button = animated({}, `${PRINTED} wopb-animation`);
    button.classList.add('disabled');
    undos.pop()?.();
    expect(button.className).toBe(`${PRINTED} wopb-animation disabled`);
  });

  test('hover mode runs only while the pointer or the focus is on the button', () => {
    const button = animated({ className: 'wopb-anim-zoom', hover: true, everyMs: 1000 });
    expect(button).toHaveClass('wopb-animation', 'wopb-anim-onhover');
    expect(button).not.toHaveClass('wopb-anim-zoom');
    vi.advanceTimersByTime(5000);
    expect(button).not.toHaveClass('wopb-anim-zoom');
    button.dispatchEvent(new MouseEvent('mouseenter'));
    expect(button).toHaveClass('wopb-anim-zoom');
    vi.advanceTimersByTime(1000);
    expect(button).not.toHaveClass('wopb-anim-zoom');
    button.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(5000);
    expect(button).not.toHaveClass('wopb-anim-zoom');
    button.focus();
    expect(button).toHaveClass('wopb-anim-zoom');
    button.blur();
    expect(button).not.toHaveClass('wopb-anim-zoom');
    undos.pop()?.();
    button.dispatchEvent(new MouseEvent('mouseenter'));
    expect(button.className).toBe(PRINTED);
  });

  test('nothing moves while reduced motion is asked for; it follows the setting as it changes', () => {
    const motion = reducedMotion(true);
    const button = animated({ className: 'wopb-anim-bounce', everyMs: 1000 });
    vi.advanceTimersByTime(5000);
    expect(button).not.toHaveClass('wopb-anim-bounce');
    motion.set(false);
    expect(button).toHaveClass('wopb-anim-bounce');
    motion.set(true);
    expect(button).not.toHaveClass('wopb-anim-bounce');
    vi.advanceTimersByTime(5000);
    expect(button).not.toHaveClass('wopb-anim-bounce');
    undos.pop()?.();
    expect(motion.listening()).toBe(0);
  });
});
