// The naive way, for comparison: one React root per element, all created at once.
import { DealCountdown, dealCountdownProps } from '@firsat/blocks/views';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

let mounted = 0;
const elements = [...document.querySelectorAll<HTMLElement>('.wopb-product-deals')];

function Counted(props: Parameters<typeof DealCountdown>[0]) {
  useEffect(() => {
    mounted++;
    if (mounted === elements.length) document.dispatchEvent(new CustomEvent('bench:all-mounted'));
  }, []);
  return <DealCountdown {...props} />;
}

for (const el of elements) {
  const props = dealCountdownProps.parse(el);
  el.replaceChildren();
  createRoot(el).render(<Counted {...props} />);
}
