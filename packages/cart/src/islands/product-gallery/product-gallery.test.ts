import { resetConfig, startBehaviour } from '@firsat/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceFoundVariation, announceResetData } from '../../shared/variation-events';
import { builderGalleryHtml, classicGalleryHtml, referencePlaceholderGalleryHtml } from './fixtures';
import { IMAGE_ERROR_CLASS } from './gallery-classes';
import productGalleryBehaviour from './island';
import { messages } from './messages';
import { productGalleryProps } from './props';

type Params = {
  zoom_enabled?: string;
  photoswipe_enabled?: string;
  i18n_product_gallery_trigger_text?: string;
};
function setParams(params: Params) {
  (window as { wc_single_product_params?: unknown }).wc_single_product_params = params;
  resetConfig();
}

/** A product: the gallery markup, and a variation form beside it. */
function page(html: string) {
  const product = document.createElement('div');
  product.className = 'product type-product';
  product.innerHTML = `${html}<form class="variations_form cart"></form>`;
  document.body.append(product);
  const el = product.querySelector('.woocommerce-product-gallery') as HTMLElement;
  const form = product.querySelector('form') as HTMLFormElement;
  return { el, form };
}

function mountGallery(
  html = classicGalleryHtml,
  params: Params = { zoom_enabled: '1', photoswipe_enabled: '1' },
) {
  setParams(params);
  const { el, form } = page(html);
  const printed = el.outerHTML;
  const { stop } = startBehaviour(productGalleryBehaviour, el);
  stops.push(stop);
  const view = { container: el, unmount: () => act(stop) };
  const thumbs = () => screen.queryAllByRole('button', { name: /görsel$/ });
  const current = () => thumbs().findIndex((b) => b.getAttribute('aria-current') === 'true');
  const slides = () => [...view.container.querySelectorAll<HTMLElement>('.keen-slider__slide')];
  return { el, form, view, thumbs, current, slides, printed };
}

/** What every variation in these tests shares besides its id, attributes and picture. */
const purchasable = {
  is_purchasable: true,
  is_in_stock: true,
  variation_is_visible: true,
  variation_is_active: true,
  is_sold_individually: 'no',
  min_qty: 1,
  max_qty: '',
} as const;

const stops: (() => void)[] = [];
beforeAll(() => messages.load());
afterEach(() => {
  for (const stop of stops.splice(0)) act(stop);
  document.body.innerHTML = '';
  delete (window as { wc_single_product_params?: unknown }).wc_single_product_params;
});

describe('props', () => {
  test('reads the classic slides with their pictures, thumbnails and large images', () => {
    setParams({ zoom_enabled: '1', photoswipe_enabled: '1' });
    const { el } = page(classicGalleryHtml);
    const { gallery } = productGalleryProps.parse(el);
    expect(gallery.kind).toBe('classic');
    expect(gallery.slides).toHaveLength(3);
    expect(gallery.slides[0]).toMatchObject({
      className: 'woocommerce-product-gallery__image',
      href: 'http://127.0.0.1:8089/wp-content/uploads/demo/tisort.svg',
      thumb: 'http://127.0.0.1:8089/wp-content/uploads/demo/tisort-100x100.svg',
      thumbAlt: 'tisort',
      image: {
        src: 'http://127.0.0.1:8089/wp-content/uploads/demo/tisort-600x600.svg',
        className: 'wp-post-image',
        width: 600,
        height: 600,
        fullSrc: 'http://127.0.0.1:8089/wp-content/uploads/demo/tisort.svg',
        fullWidth: 1200,
        fullHeight: 1200,
      },
    });
    expect(gallery.position).toBe('bottom');
    expect(gallery.columns).toEqual({ large: 4, medium: 4, small: 4 });
    expect(gallery.zoom).toBe(true);
    expect(gallery.viewer).toBe(true);
  });

  test('zoom and viewer follow wc_single_product_params', () => {
    setParams({ zoom_enabled: '', photoswipe_enabled: '' });
    const { el } = page(classicGalleryHtml);
    const { gallery } = productGalleryProps.parse(el);
    expect([gallery.zoom, gallery.viewer]).toEqual([false, false]);
  });

  test('the reference placeholder gallery is one slide without zoom or viewer', () => {
    setParams({ zoom_enabled: '1', photoswipe_enabled: '1' });
    const { el } = page(referencePlaceholderGalleryHtml);
    const { gallery } = productGalleryProps.parse(el);
    expect(gallery.slides).toHaveLength(1);
    expect(gallery.slides[0]?.image.alt).toBe('Awaiting product image');
    expect([gallery.zoom, gallery.viewer]).toEqual([false, false]);
  });

  test('reads the builder gallery: position, columns per breakpoint, onhover, zoom, lightbox', () => {
    const { el } = page(builderGalleryHtml);
    const { gallery } = productGalleryProps.parse(el);
    expect(gallery).toMatchObject({
      kind: 'builder',
      position: 'left',
      columns: { large: 4, medium: 3, small: 2 },
      thumbsOnHover: true,
      arrows: true,
      zoom: true,
      viewer: true,
    });
    expect(gallery.slides.map((s) => [s.image.src, s.thumb])).toEqual([
      ['/u/a.svg', '/u/a-thumb.svg'],
      ['/u/b.svg', '/u/b-thumb.svg'],
    ]);
  });

  test.each([
    [
      classicGalleryHtml.replace('data-columns="4"', 'data-columns="dört"'),
      '[firsat] product-gallery: data-columns="dört" — must be a whole number of at least 1',
    ],
    [
      builderGalleryHtml.replace('data-position="left"', 'data-position="diagonal"'),
      '[firsat] product-gallery: data-position="diagonal" — must be one of left, right, bottom',
    ],
    [
      builderGalleryHtml.replace('data-collg="4"', 'data-collg="0"'),
      '[firsat] product-gallery: data-collg="0" — must be a whole number of at least 1',
    ],
    [
      '<div class="woocommerce-product-gallery"></div>',
      '[firsat] product-gallery: no .woocommerce-product-gallery__image in the gallery',
    ],
  ])('bad markup is a named island error (%#)', (html, message) => {
    const { el } = page(html);
    expect(() => productGalleryProps.parse(el)).toThrow(message);
  });
});

describe('the gallery', () => {
  test('keeps the pictures markup, fades in, and thumbnails are buttons with aria-current', async () => {
    const { el, thumbs, current, slides } = mountGallery();
    expect(el.style.opacity).toBe('1');
    expect(slides()).toHaveLength(3);
    expect(slides()[0]).toHaveClass('woocommerce-product-gallery__image');
    expect(slides()[0]?.querySelector('a > img.wp-post-image')).toHaveAttribute(
      'data-large_image_width',
      '1200',
    );
    expect(thumbs()).toHaveLength(3);
    expect(thumbs().map((b) => b.getAttribute('aria-label'))).toEqual([
      '1. görsel',
      '2. görsel',
      '3. görsel',
    ]);
    expect(current()).toBe(0);
    await userEvent.click(thumbs()[2] as HTMLElement);
    expect(current()).toBe(2);
    expect(slides()[2]).not.toHaveAttribute('aria-hidden');
    expect(slides()[0]).toHaveAttribute('aria-hidden', 'true');
    expect(slides()[0]).toHaveAttribute('inert');
    expect(slides()[2]).not.toHaveAttribute('inert');
    expect(document.querySelector('.flex-control-thumbs img.flex-active')).toBe(
      thumbs()[2]?.querySelector('img'),
    );
  });

  test('the full-screen viewer: keyboard left/right (looping), Escape closes and focus returns', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(700);
    const { thumbs } = mountGallery();
    await userEvent.click(thumbs()[1] as HTMLElement);
    const trigger = screen.getByRole('button', { name: 'Tam ekran görsel galerisini aç' });
    expect(trigger).toHaveClass('woocommerce-product-gallery__trigger');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const picture = () => dialog.querySelector('img.pswp__img') as HTMLImageElement;
    expect(picture()).toHaveAttribute('src', 'http://127.0.0.1:8089/wp-content/uploads/demo/tisort-arka.svg');
    // 1200 × 1200 fitted to the page minus 150 px: 550 × 550.
    expect(picture()).toHaveAttribute('width', '550');
    expect(picture()).toHaveAttribute('height', '550');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    expect(picture().src).toContain('tisort-detay.svg');
    await userEvent.keyboard('{ArrowRight}');
    expect(picture().src).toContain('/tisort.svg');
    await userEvent.keyboard('{ArrowLeft}');
    expect(picture().src).toContain('tisort-detay.svg');
    expect(dialog).toHaveTextContent('3 / 3');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  test("the server's i18n_product_gallery_trigger_text labels the trigger", () => {
    mountGallery(classicGalleryHtml, {
      zoom_enabled: '1',
      photoswipe_enabled: '1',
      i18n_product_gallery_trigger_text: 'Galeriyi büyüt',
    });
    expect(screen.getByRole('button', { name: 'Galeriyi büyüt' })).toHaveClass(
      'woocommerce-product-gallery__trigger',
    );
  });

  test('clicking a picture opens the viewer on it instead of following the link', async () => {
    const { slides } = mountGallery();
    await userEvent.click(slides()[0]?.querySelector('a') as HTMLElement);
    expect((await screen.findByRole('dialog', {}, { timeout: 5000 })).querySelector('img')?.src).toContain(
      '/tisort.svg',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a press on the backdrop closes the viewer; the next opening reuses it, on the chosen picture', async () => {
    const { slides } = mountGallery();
    const trigger = screen.getByRole('button', { name: 'Tam ekran görsel galerisini aç' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName();
    await userEvent.click(document.querySelector('.pswp__bg') as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    await userEvent.click(slides()[2]?.querySelector('a') as HTMLElement);
    expect((await screen.findByRole('dialog')).querySelector('img')?.src).toContain('tisort-detay.svg');
    expect(document.querySelectorAll('.firsat-gallery-viewer')).toHaveLength(1);
  });

  test('without photoswipe there is no trigger and the picture link stays a link', () => {
    const { slides } = mountGallery(classicGalleryHtml, { zoom_enabled: '1', photoswipe_enabled: '' });
    expect(screen.queryByRole('button', { name: 'Tam ekran görsel galerisini aç' })).toBeNull();
    const link = slides()[0]?.querySelector('a') as HTMLAnchorElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  test('hover zoom shows the large picture magnified twice under the pointer', () => {
    const { slides } = mountGallery();
    const slide = slides()[0] as HTMLElement;
    vi.spyOn(slide, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      width: 500,
      height: 500,
    } as DOMRect);
    fireEvent.pointerMove(slide, { clientX: 250, clientY: 500, pointerType: 'mouse' });
    const zoom = slide.querySelector('img.zoomImg') as HTMLImageElement;
    expect(zoom).toHaveAttribute('src', 'http://127.0.0.1:8089/wp-content/uploads/demo/tisort.svg');
    expect(zoom.style.width).toBe('2400px');
    expect(zoom.style.left).toBe('-950px');
    expect(zoom.style.top).toBe('-1900px');
    fireEvent.pointerLeave(slide);
    expect(slide.querySelector('img.zoomImg')).toBeNull();
  });

  test('no zoom when zoom_enabled is off', () => {
    const { slides } = mountGallery(classicGalleryHtml, { zoom_enabled: '', photoswipe_enabled: '1' });
    const slide = slides()[0] as HTMLElement;
    fireEvent.pointerMove(slide, { clientX: 10, clientY: 10, pointerType: 'mouse' });
    expect(slide.querySelector('img.zoomImg')).toBeNull();
  });

  test('a found variation swaps its picture into the first slide; reset puts it back', async () => {
    const { form, thumbs, current, slides } = mountGallery();
    await userEvent.click(thumbs()[2] as HTMLElement);
    act(() =>
      announceFoundVariation(form, {
        attributes: { attribute_pa_renk: 'mavi' },
        variation_id: 101,
        ...purchasable,
        image: {
          src: '/mavi-600.svg',
          srcset: false,
          sizes: false,
          alt: 'Mavi',
          full_src: '/mavi.svg',
          full_src_w: 600,
          full_src_h: 600,
          gallery_thumbnail_src: '/mavi-100.svg',
        },
      }),
    );
    expect(current()).toBe(0);
    const first = () => slides()[0]?.querySelector('a > img') as HTMLImageElement;
    expect(first()).toHaveAttribute('src', '/mavi-600.svg');
    expect(first()).toHaveAttribute('alt', 'Mavi');
    expect(first()).toHaveClass('wp-post-image');
    expect(thumbs()[0]?.querySelector('img')).toHaveAttribute('src', '/mavi-100.svg');
    act(() => announceResetData(form));
    expect(first()).toHaveAttribute(
      'src',
      'http://127.0.0.1:8089/wp-content/uploads/demo/tisort-600x600.svg',
    );
    expect(current()).toBe(0);
  });

  test("another product's variation form is not followed", () => {
    const { slides } = mountGallery();
    const other = document.createElement('form');
    other.className = 'variations_form';
    document.body.append(other);
    act(() =>
      announceFoundVariation(other, {
        attributes: {},
        variation_id: 9,
        ...purchasable,
        image: { src: '/baska.svg' },
      }),
    );
    expect(slides()[0]?.querySelector('img')).not.toHaveAttribute('src', '/baska.svg');
  });

  test('a picture that fails to load gets the error class', () => {
    const { slides, thumbs } = mountGallery();
    const img = slides()[1]?.querySelector('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(img).toHaveClass(IMAGE_ERROR_CLASS);
    const thumb = thumbs()[1]?.querySelector('img') as HTMLImageElement;
    fireEvent.error(thumb);
    expect(thumb).toHaveClass(IMAGE_ERROR_CLASS);
  });

  test('builder gallery: thumbnails on the left on wide screens, below under 768 px; hover selects', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    const { view, thumbs, current } = mountGallery(builderGalleryHtml);
    const nav = () => view.container.querySelector('.wopb-builder-slider-nav') as HTMLElement;
    expect(nav()).toHaveAttribute('data-position', 'left');
    expect(nav().nextElementSibling).toHaveClass('wopb-product-gallery-wrapper');
    expect(view.container.querySelector('.wopb-builder-slider-for .wopb-main-image img')).toHaveAttribute(
      'src',
      '/u/a.svg',
    );
    expect(screen.getByRole('button', { name: 'Tam ekran görsel galerisini aç' })).toHaveClass(
      'wopb-product-zoom',
    );
    await userEvent.hover(thumbs()[1] as HTMLElement);
    expect(current()).toBe(1);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(700);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(nav()).toHaveAttribute('data-position', 'bottom');
    expect(nav().style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
  });

  test('builder arrows step through the slides and stop at the ends; the classic gallery has none', async () => {
    const builder = mountGallery(builderGalleryHtml);
    const previous = screen.getByRole('button', { name: 'Önceki' });
    const next = screen.getByRole('button', { name: 'Sonraki' });
    expect(previous).toHaveClass('wopb-slick-prev-large');
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(builder.current()).toBe(1);
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(builder.current()).toBe(0);
    builder.view.unmount();
    document.body.innerHTML = '';
    mountGallery();
    expect(screen.queryByRole('button', { name: 'Sonraki' })).toBeNull();
  });

  test('a placeholder gallery shows its one picture without thumbnails', () => {
    const { thumbs, slides } = mountGallery(referencePlaceholderGalleryHtml);
    expect(thumbs()).toHaveLength(0);
    expect(slides()[0]?.querySelector('img')).toHaveAttribute('alt', 'Awaiting product image');
  });

  test('stop() puts the server HTML back byte for byte, after slides, variation and viewer changed it', async () => {
    const { el, form, thumbs, view, printed } = mountGallery();
    await userEvent.click(thumbs()[1] as HTMLElement);
    act(() =>
      announceFoundVariation(form, {
        attributes: {},
        variation_id: 7,
        ...purchasable,
        image: { src: '/mavi-600.svg', full_src: '/mavi.svg' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tam ekran görsel galerisini aç' }));
    await screen.findByRole('dialog');
    view.unmount();
    expect(el.outerHTML).toBe(printed);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.firsat-gallery-viewer')).toBeNull();
  });
});
