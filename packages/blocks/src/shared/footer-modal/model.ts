/** The class names of a `data-*` class list ("wopb-sidebar-wrap wopb-right_sidebar"), safe ones only. */
export function classList(value: string | undefined): string[] {
  return (value ?? '').split(/\s+/).filter((name) => /^[\w-]+$/.test(name));
}

/**
 * A CSS time list's longest duration plus delay, in ms ("0.8s, 200ms" and "0.15s"): how long the
 * close animation runs, as the plugin waits for `.wopb-modal-content`'s `animation-duration`.
 */
export function animationMs(durations: string, delays = ''): number {
  const ms = (value: string) => {
    const n = Number.parseFloat(value);
    if (!Number.isFinite(n)) return 0;
    return value.trim().endsWith('ms') ? n : n * 1000;
  };
  const d = durations.split(',');
  const l = delays.split(',');
  return Math.max(0, ...d.map((value, i) => ms(value) + ms(l[i % l.length] ?? '0')));
}
