import { defineProps, prop } from '@firsat/core/island';
import { defaultsFor, parseSlidesToShow, type SliderKind, type SlidesToShow } from '@firsat/core/slider';
import * as v from 'valibot';

const ISLAND = 'product-slider';

/** The "Product Slider" block fades and runs slower (SPEC §9); grid, list and category slides are carousels. */
const kindOf = (el: HTMLElement): SliderKind =>
  el.closest('.wp-block-product-blocks-product-slider') ? 'slider' : 'carousel';

const flag = (attribute: string, doc: string) => prop.flag(attribute, { doc });

/** The slider's data-* (product-blocks.md §1 "Slider / carousel"; SPEC §3 slider settings). */
export const productSliderProps = defineProps(ISLAND, {
  slidesToShow: prop.custom(
    'data-slidestoshow',
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const parsed = parseSlidesToShow(dataset.value);
        if (parsed) return parsed;
        addIssue({ message: 'must be <large>-<medium>-<small> whole numbers of at least 1, e.g. 4-2-1' });
        return NEVER;
      }),
    ) as v.GenericSchema<string, SlidesToShow>,
    {
      type: '`lg-md-sm`',
      required: true,
      doc: 'Slides in view on large screens, at 991 px and below, and at 767 px and below (`4-2-1`; the plugin prints a single setting as `N-N-2-1`).',
    },
  ),
  autoplay: flag(
    'data-autoplay',
    'Slides move by themselves (paused on hover, focus, the pause control, and for reduced motion).',
  ),
  autoplaySpeed: prop.number('data-slidespeed', {
    integer: true,
    min: 100,
    fallback: (el) => defaultsFor(kindOf(el)).autoplaySpeed,
    doc: 'ms between automatic slides: 3000 for a carousel, 7000 for the Product Slider block when absent (SPEC §9).',
  }),
  dots: flag('data-showdots', 'A dot per slide under the slider (buttons; the current one marked).'),
  arrows: flag(
    'data-showarrows',
    'Previous / next buttons, with the `.wopb-slick-prev` / `.wopb-slick-next` icons the block prints.',
  ),
  fade: flag('data-fade', 'Product Slider block only: slides cross-fade, one at a time.'),
  kind: prop.markup(kindOf, {
    type: "'slider' | 'carousel'",
    doc: 'Inside `.wp-block-product-blocks-product-slider`: the Product Slider block (600 ms animation, 7000 ms slideshow); elsewhere a carousel (500 ms, 3000 ms).',
  }),
});

export type ProductSliderProps = ReturnType<typeof productSliderProps.parse>;
