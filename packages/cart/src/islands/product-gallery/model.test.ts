import {
  fitToViewport,
  type GallerySlide,
  SLIDE_DURATION_MS,
  stepSlide,
  thumbLayout,
  VIEWER_DEFAULT_SIZE,
  variationSlides,
  ZOOM_MAGNIFY,
  zoomPosition,
} from './model';

test('SPEC §9 constants', () => {
  expect(SLIDE_DURATION_MS).toBe(500);
  expect(ZOOM_MAGNIFY).toBe(2);
  expect(VIEWER_DEFAULT_SIZE).toEqual({ width: 630, height: 440 });
});

describe('thumbLayout', () => {
  const columns = { large: 4, medium: 3, small: 2 };
  test.each([
    [1280, 'left', { position: 'left', columns: 4 }],
    [992, 'right', { position: 'right', columns: 4 }],
    [991, 'left', { position: 'left', columns: 3 }],
    [768, 'right', { position: 'right', columns: 3 }],
    [767, 'left', { position: 'bottom', columns: 2 }],
    [375, 'right', { position: 'bottom', columns: 2 }],
    [1280, 'bottom', { position: 'bottom', columns: 4 }],
    [500, 'bottom', { position: 'bottom', columns: 2 }],
  ] as const)('%i px, %s → %o', (width, position, expected) => {
    expect(thumbLayout(width, position, columns)).toEqual(expected);
  });
});

describe('stepSlide', () => {
  test.each([
    [0, 1, 4, false, 1],
    [3, 1, 4, false, 3],
    [0, -1, 4, false, 0],
    [3, 1, 4, true, 0],
    [0, -1, 4, true, 3],
    [2, -1, 4, true, 1],
    [0, 1, 0, false, 0],
  ])('from %i by %i of %i (loop %s) → %i', (index, delta, count, loop, expected) => {
    expect(stepSlide(index, delta, count, loop)).toBe(expected);
  });
});

describe('zoomPosition', () => {
  const box = { width: 500, height: 500 };
  const natural = { width: 600, height: 600 };
  test.each([
    [
      { x: 0, y: 0 },
      { left: 0, top: 0 },
    ],
    [
      { x: 500, y: 500 },
      { left: -700, top: -700 },
    ],
    [
      { x: 250, y: 125 },
      { left: -350, top: -175 },
    ],
    [
      { x: -20, y: 900 },
      { left: 0, top: -700 },
    ],
  ])('pointer %o → %o', (pointer, expected) => {
    expect(zoomPosition(pointer, box, natural)).toEqual({ ...expected, width: 1200, height: 1200 });
  });

  test('a picture smaller than the box does not move', () => {
    expect(
      zoomPosition({ x: 400, y: 400 }, { width: 500, height: 500 }, { width: 200, height: 200 }),
    ).toEqual({
      left: 0,
      top: 0,
      width: 400,
      height: 400,
    });
  });
});

describe('fitToViewport', () => {
  test.each([
    ['fits as it is', { width: 600, height: 600 }, { width: 1280, height: 900 }, { width: 600, height: 600 }],
    [
      'too tall: height becomes page minus 150',
      { width: 600, height: 600 },
      { width: 1280, height: 550 },
      { width: 400, height: 400 },
    ],
    [
      'too wide: width becomes page minus 150',
      { width: 1200, height: 600 },
      { width: 750, height: 900 },
      { width: 600, height: 300 },
    ],
    ['unknown size: 630 × 440', null, { width: 1280, height: 900 }, { width: 630, height: 440 }],
    ['unknown size on a phone', {}, { width: 375, height: 667 }, { width: 225, height: 157 }],
  ])('%s', (_name, image, viewport, expected) => {
    expect(fitToViewport(image, viewport)).toEqual(expected);
  });
});

describe('variationSlides', () => {
  const slide = (n: number): GallerySlide => ({
    className: 'woocommerce-product-gallery__image',
    href: `/full-${n}.svg`,
    thumb: `/thumb-${n}.svg`,
    thumbAlt: `Görsel ${n}`,
    thumbSrcset: '',
    image: {
      src: `/img-${n}.svg`,
      srcset: '',
      sizes: '',
      alt: `Görsel ${n}`,
      title: '',
      caption: '',
      className: 'wp-post-image',
      width: 600,
      height: 600,
      fullSrc: `/full-${n}.svg`,
      fullWidth: 600,
      fullHeight: 600,
    },
  });
  const slides = [slide(1), slide(2), slide(3)];

  test('a variation without its own picture swaps nothing', () => {
    expect(variationSlides(slides, { src: '', srcset: false, sizes: false })).toBeNull();
    expect(variationSlides(slides, undefined)).toBeNull();
  });

  test('a picture already in the gallery goes to its slide', () => {
    expect(variationSlides(slides, { src: '/x.svg', gallery_thumbnail_src: '/thumb-3.svg' })).toEqual({
      slides,
      index: 2,
    });
  });

  test("another picture takes the first slide's place, the rest stay", () => {
    const result = variationSlides(slides, {
      src: '/mavi.svg',
      srcset: false,
      sizes: false,
      alt: 'Mavi',
      full_src: '/mavi-full.svg',
      full_src_w: 1200,
      full_src_h: '1200',
      src_w: 600,
      src_h: 600,
      gallery_thumbnail_src: '/mavi-thumb.svg',
    });
    expect(result?.index).toBe(0);
    expect(result?.slides[0]).toMatchObject({
      className: 'woocommerce-product-gallery__image',
      href: '/mavi-full.svg',
      thumb: '/mavi-thumb.svg',
      image: {
        src: '/mavi.svg',
        srcset: '',
        alt: 'Mavi',
        fullSrc: '/mavi-full.svg',
        fullWidth: 1200,
        fullHeight: 1200,
        className: 'wp-post-image',
      },
    });
    expect(result?.slides.slice(1)).toEqual([slide(2), slide(3)]);
    expect(slides[0]).toEqual(slide(1));
  });
});
