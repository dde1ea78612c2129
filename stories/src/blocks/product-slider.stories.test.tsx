import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { mounted } from '../story-test';
import * as slider from './product-slider.stories';

const Slider = composeStories(slider);
const SLIDE = '.wopb-product-blocks-slide';
const shown = (host: HTMLElement) =>
  [...host.querySelectorAll('.wopb-block-item')].flatMap((item, i) =>
    item.hasAttribute('aria-hidden') ? [] : [i + 1],
  );

describe('product slider stories', () => {
  test('ArrowsAndDots: the next arrow moves one slide and marks the second dot', async () => {
    const { container } = render(<Slider.ArrowsAndDots />);
    const host = await mounted(container, SLIDE);
    expect(shown(host)).toEqual([1, 2, 3, 4]);
    act(() => screen.getByRole('button', { name: 'Sonraki ürün' }).click());
    expect(shown(host)).toEqual([2, 3, 4, 5]);
    expect(screen.getByRole('button', { name: '2. slayta git' })).toHaveAttribute('aria-current', 'true');
  });

  test('Autoplay: running, with its pause control', async () => {
    const { container } = render(<Slider.Autoplay />);
    const host = await mounted(container, SLIDE);
    expect(host).toHaveAttribute('data-autoplay-state', 'running');
    act(() => screen.getByRole('button', { name: 'Otomatik kaydırmayı durdur' }).click());
    expect(host).toHaveAttribute('data-autoplay-state', 'paused');
  });

  test('Fade: the Product Slider block shows one product', async () => {
    const { container } = render(<Slider.Fade />);
    const host = await mounted(container, SLIDE);
    expect(shown(host)).toEqual([1]);
  });

  test('OneSlide: no controls', async () => {
    const { container } = render(<Slider.OneSlide />);
    await mounted(container, SLIDE);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  test('FailedImage: lazy pictures load as they come near; the failing one gets the error class', async () => {
    // every slide "comes near" at once (happy-dom's observer never reports)
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const { container } = render(<Slider.FailedImage />);
    const host = await mounted(container, SLIDE);
    vi.unstubAllGlobals();
    const broken = host.querySelector('img[data-lazy$="yok.svg"]') as HTMLImageElement;
    expect(broken).toHaveAttribute('src', broken.getAttribute('data-lazy'));
    act(() => {
      broken.dispatchEvent(new Event('error'));
    });
    expect(broken).toHaveClass('slick-lazyload-error');
  });

  test('BadAttribute: error state, server HTML kept', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Slider.BadAttribute />);
    const host = await mounted(container, SLIDE, 'error');
    expect(host.querySelector('.slick-list')).toBeNull();
    expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat] product-slider'))).toHaveLength(
      1,
    );
  });
});
