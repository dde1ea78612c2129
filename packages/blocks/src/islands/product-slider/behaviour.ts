import type { BehaviourContext } from '@firsat/core/island';
import { bindCarousel, type CarouselText, defaultsFor, slidesPerView } from '@firsat/core/slider';
import { readSlider } from './markup';
import { messages } from './messages';
import type { ProductSliderProps } from './props';

/**
 * The product-blocks slider and carousel (`.wopb-product-blocks-slide`): core's slider
 * (`@firsat/core/slider`, keen-slider) over the printed items, `slidestoshow` for large / medium /
 * small screens (991 and 767 px), one slide a step, looping, with slick's class names so the
 * theme's CSS keeps applying. Arrows (buttons with the block's own icons), dots (buttons, the
 * current one marked), fade for the Product Slider block, autoplay paused on hover, on focus and
 * by a visible pause control (WCAG 2.2.2), off and without animation for reduced motion; Left /
 * Right keys on the focused slider; lazy pictures within 200 px, marked when they fail. Unbound,
 * the block is byte for byte as printed.
 */
export function bindProductSlider(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<ProductSliderProps>,
): void {
  bindCarousel(
    el,
    readSlider(el),
    {
      perView: () => slidesPerView(window.innerWidth, props.slidesToShow, props.fade),
      fade: props.fade,
      autoplay: props.autoplay,
      autoplaySpeed: props.autoplaySpeed,
      speed: defaultsFor(props.kind).speed,
      arrows: props.arrows,
      dots: props.dots,
    },
    { signal, onCleanup, t: messages.t as CarouselText },
  );
}
