import { cartReservationIsland } from '@firsat/cart';
import { reservationMarkup } from '@firsat/cart/testing';
import { bindCartReservation, cartReservationMessages, cartReservationProps } from '@firsat/cart/views';
import { behaviourModule } from '@firsat/core/island';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { attributeTable, ServerMarkup } from '../support';
import { WithReservationCookie } from './product-extras-story';

interface Args {
  expire: string;
  hides: string;
  /** Seconds since the reservation started ('0': reset cookie; unset: no cookie). */
  startedSecondsAgo: number | '0' | undefined;
}

const meta = {
  title: 'Cart/Cart reservation timer',
  parameters: {
    docs: {
      description: {
        component: `Takes over product-blocks' \`div.wopb-cart-reserved[data-expire][data-hides]\` (printed before the cart). The start time comes from the \`wopb_cart_reserved_timer\` cookie the server sets on every add to cart (written when missing); the time left is written into \`.wopb-cart-time\` as \`[hh:]mm:ss\` every second. At zero the cookie is reset to \`0\`, the box hides and it is announced; with \`clear\` the browser goes to \`?wopb-cart-clear\` where the server empties the cart. A reservation already over on load only resets the cookie and hides the box.

${attributeTable(cartReservationProps.describe())}`,
      },
    },
  },
  argTypes: {
    expire: { control: 'text', description: 'printed as `data-expire` (minutes)' },
    hides: { control: 'select', options: ['hide', 'clear'], description: 'printed as `data-hides`' },
    startedSecondsAgo: { control: 'number', description: 'the cookie: seconds since the start' },
  },
  render: (args: Args) => (
    <WithReservationCookie started={args.startedSecondsAgo}>
      <ServerMarkup
        island={cartReservationIsland}
        html={reservationMarkup({ expire: args.expire, hides: args.hides })}
      />
    </WithReservationCookie>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = { args: { expire: '10', hides: 'hide', startedSecondsAgo: 120 } };

export const NoCookieYet: Story = {
  name: 'No cookie yet (starts now, cookie written)',
  args: { expire: '15', hides: 'hide', startedSecondsAgo: undefined },
};

export const Hours: Story = {
  name: 'Over an hour ([hh:]mm:ss)',
  args: { expire: '90', hides: 'hide', startedSecondsAgo: 5 },
};

export const HidesAtZero: Story = {
  name: 'Last seconds, then hides (hide)',
  args: { expire: '1', hides: 'hide', startedSecondsAgo: 55 },
};

export const ExpiredOnLoad: Story = {
  name: 'Expired on load (cookie reset, hidden)',
  args: { expire: '10', hides: 'clear', startedSecondsAgo: 3600 },
};

export const ResetCookie: Story = {
  name: 'Reset cookie 0 (hidden)',
  args: { expire: '10', hides: 'hide', startedSecondsAgo: '0' },
};

export const BadAttribute: Story = {
  name: 'Error: bad data-expire (server HTML kept)',
  args: { expire: 'on', hides: 'hide', startedSecondsAgo: 60 },
};

/** The behaviour itself, so the cart-clearing navigation is shown instead of followed. */
function ClearingView({ seconds }: { seconds: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [went, setWent] = useState('');
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    container.innerHTML = reservationMarkup({ expire: '1', hides: 'clear' });
    const host = container.firstElementChild as HTMLElement;
    const module = behaviourModule({
      props: cartReservationProps,
      bind: (el, context) => bindCartReservation(el, context, setWent),
    });
    let stop: (() => void) | undefined;
    let gone = false;
    void cartReservationMessages.load().then(() => {
      if (!gone) stop = module.start(host, module.props.parse(host));
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return (
    <WithReservationCookie started={60 - seconds}>
      <div ref={ref} />
      <p className="firsat-story-output">
        {went ? `→ ${went}` : 'Süre dolunca sepet boşaltma adresine gidilir.'}
      </p>
    </WithReservationCookie>
  );
}

export const ClearsAtZero: Story = {
  name: 'Last seconds, then clears the cart (clear)',
  args: { expire: '1', hides: 'clear', startedSecondsAgo: 57 },
  render: () => <ClearingView seconds={3} />,
};
