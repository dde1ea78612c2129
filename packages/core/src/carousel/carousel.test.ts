import { LAZY_IMAGE_ERROR_CLASS, markImageFailure, prefersReducedMotion } from './index';

test('a picture that fails to load gets slick’s lazy-load error class, until the signal aborts', () => {
  const img = document.createElement('img');
  const controller = new AbortController();
  markImageFailure(img, controller.signal);
  expect(img).not.toHaveClass(LAZY_IMAGE_ERROR_CLASS);
  img.dispatchEvent(new Event('error'));
  expect(img.className).toBe('slick-lazyload-error');
  img.className = '';
  controller.abort();
  img.dispatchEvent(new Event('error'));
  expect(img.className).toBe('');
});

test('reduced motion follows the media query', () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as typeof matchMedia;
  expect(prefersReducedMotion()).toBe(true);
  window.matchMedia = ((_: string) => ({ matches: false })) as unknown as typeof matchMedia;
  expect(prefersReducedMotion()).toBe(false);
  window.matchMedia = original;
});
