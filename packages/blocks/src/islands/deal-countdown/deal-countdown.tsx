import { type IslandHostProps, pad2, useCountdown } from '@firsat/core/island';
import { useEffect } from 'react';
import type { DealCountdownProps } from './props';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days, hours, minutes and seconds left in a deal, two digits each, ticking every second and
 * stopping at zero. Renders the plugin's own cell markup so theme CSS keeps applying.
 */
export function DealCountdown({ endDate, cells, host }: DealCountdownProps & Partial<IslandHostProps>) {
  const parts = useCountdown(endDate.getTime());

  // A timer that speaks every second is noise; screen readers read it when they reach it.
  // Failing or unmounting, the element gets its printed attributes back, exactly.
  useEffect(() => {
    if (!host) return;
    const printed = (['role', 'data-state'] as const).map((name) => [name, host.getAttribute(name)] as const);
    host.setAttribute('role', 'timer');
    return () => {
      for (const [name, value] of printed) {
        if (value === null) host.removeAttribute(name);
        else host.setAttribute(name, value);
      }
    };
  }, [host]);

  useEffect(() => {
    host?.setAttribute('data-state', parts.done ? 'ended' : 'running');
  }, [host, parts.done]);

  return UNITS.map((unit) => (
    <div key={unit} className={cells[unit].className}>
      <strong className={`wopb-deals-counter-${unit}`}>{pad2(parts[unit])}</strong>
      <span className="wopb-deals-periods">{cells[unit].label}</span>
    </div>
  ));
}
