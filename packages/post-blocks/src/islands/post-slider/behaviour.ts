import type { BehaviourContext } from '@firsat/core/island';
import { bindCarousel, type CarouselText, slidesPerView } from '@firsat/core/slider';
import { inBuilder, readPostSlider } from './markup';
import { messages } from './messages';
import { POST_SLIDER, paddingAt, planSlider } from './model';
import type { PostSliderProps } from './props';

/**
 * The post sliders (post-slider-1 / -2): core's slider (keen-slider) over the posts the plugin
 * printed in `.ultp-block-items-wrap`, in the mode ultp.js's `slideshowDisplay()` picks (fade,
 * whole posts at the slider's breakpoints, or centred with padding), 500 ms a move, one post per
 * step, autoplay every `data-slidespeed` ms (3000), paused on hover, focus and by its control, and
 * for reduced motion until play is pressed. Lazy pictures and `[data-bg]` backgrounds load within
 * 200 px. Inside the site builder it starts 200 ms late; a wrap with no posts yet is looked at
 * again after 10 000 ms and slides then if they came. Unbound, the block is as printed.
 */
export function bindPostSlider(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<PostSliderProps>,
): void {
  const plan = planSlider({
    slides: { large: props.slidesLarge, medium: props.slidesMedium, small: props.slidesSmall },
    layout: props.layout,
    fade: props.fade,
    padding: { large: props.paddingLarge, medium: props.paddingMedium, small: props.paddingSmall },
  });
  let created = false;
  const create = () => {
    if (created || signal.aborted) return;
    const markup = readPostSlider(el);
    if (markup.slides.length === 0) return;
    created = true;
    bindCarousel(
      el,
      markup,
      {
        perView: () => slidesPerView(window.innerWidth, plan.show, plan.fade, plan.breakpoints),
        fade: plan.fade,
        centred: plan.centred,
        centrePadding: () => paddingAt(window.innerWidth, plan),
        autoplay: props.autoplay,
        autoplaySpeed: props.autoplaySpeed,
        speed: POST_SLIDER.speed,
        arrows: props.arrows,
        dots: props.dots,
      },
      { signal, onCleanup, t: messages.t as CarouselText },
    );
  };
  const timers: ReturnType<typeof setTimeout>[] = [];
  onCleanup(() => {
    for (const timer of timers) clearTimeout(timer);
  });
  if (inBuilder(el)) timers.push(setTimeout(create, POST_SLIDER.builderDelayMs));
  else create();
  // None there (no posts printed yet, or the builder's late start found none): once more later.
  timers.push(setTimeout(create, POST_SLIDER.recreateAfterMs));
}
