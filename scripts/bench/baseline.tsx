// The naive way, for comparison: one React root per star-rating element, all created at once,
// each rendering the same view the island renders (appended, as the island's portal appends).
import { StarRating, starRatingProps } from '@firsat/cart/views';
import { type ComponentProps, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

let mounted = 0;
const elements = [...document.querySelectorAll<HTMLElement>('.comment-form-rating')];

function Counted(props: ComponentProps<typeof StarRating>) {
  useEffect(() => {
    document.dispatchEvent(new CustomEvent('bench:mount'));
    mounted++;
    if (mounted === elements.length) document.dispatchEvent(new CustomEvent('bench:all-mounted'));
  }, []);
  return <StarRating {...props} />;
}

for (const el of elements) {
  const props = starRatingProps.parse(el);
  const container = document.createElement('span');
  el.append(container);
  createRoot(container).render(<Counted {...props} host={el} />);
}
