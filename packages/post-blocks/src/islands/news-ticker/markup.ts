/** What the ticker reads from the printed block. */
export interface TickerMarkup {
  /** `.ultp-newsTicker-wrap`: the ticker with its label and controls (the list's parent box when absent) */
  wrap: HTMLElement;
  /** `.ultp-news-ticker-box`: the visible box (the marquee's width) */
  box: HTMLElement;
  items: HTMLElement[];
  /** `.ultp-news-ticker-label`: the heading, the ticker's name */
  label: string | undefined;
  previous: HTMLElement | null;
  next: HTMLElement | null;
  /** the printed pause button (`#ultp-pause-btn`), when the block has one */
  pause: HTMLElement | null;
  /** `.ultp-news-ticker-controls`, where a pause control goes when none is printed */
  controls: HTMLElement | null;
}

/** Reads the printed ticker around its list. */
export function readTicker(list: HTMLElement): TickerMarkup {
  const wrap = list.closest<HTMLElement>('.ultp-newsTicker-wrap') ?? list.parentElement ?? list;
  return {
    wrap,
    box: list.closest<HTMLElement>('.ultp-news-ticker-box') ?? wrap,
    items: [...list.children].filter((child): child is HTMLElement => child instanceof HTMLLIElement),
    label: wrap.querySelector('.ultp-news-ticker-label')?.textContent?.trim() || undefined,
    previous: wrap.querySelector<HTMLElement>('.ultp-news-ticker-prev'),
    next: wrap.querySelector<HTMLElement>('.ultp-news-ticker-next'),
    pause: wrap.querySelector<HTMLElement>('.ultp-news-ticker-pause'),
    controls: wrap.querySelector<HTMLElement>('.ultp-news-ticker-controls'),
  };
}
