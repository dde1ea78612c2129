// The product-blocks slider and carousel rules (pure, no DOM): what the product slider and the
// quick view's image slider share — settings and defaults, slides per view by breakpoint (991 /
// 767 px), wrapping steps, autoplay and swipe rules, which slides are in view.
export * from './model';
