import { IslandError } from '@firsat/core/island';

/** One entry of the contents: its link and the heading it points to (null when the page lacks it). */
export interface TocEntry {
  link: HTMLAnchorElement;
  target: HTMLElement | null;
}

/** What the contents read from the printed block. */
export interface TocMarkup {
  entries: TocEntry[];
  toggle: HTMLElement | null;
  /** `.ultp-collapsible-open` / `-hide`: shown one at a time by the plugin's CSS */
  open: HTMLElement | null;
  hide: HTMLElement | null;
  body: HTMLElement | null;
  heading: HTMLElement | null;
}

const targetOf = (link: HTMLAnchorElement): HTMLElement | null => {
  const hash = link.getAttribute('href')?.slice(1) ?? '';
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash));
  } catch {
    return document.getElementById(hash);
  }
};

/** The contents' links (`.ultp-toc-lists a[href^="#"]`); without any it is an island error. */
export function readLinks(el: HTMLElement): HTMLAnchorElement[] {
  const links = [...el.querySelectorAll<HTMLAnchorElement>('.ultp-toc-lists a[href^="#"]')].filter(
    (link) => link.getAttribute('href') !== '#',
  );
  if (links.length === 0)
    throw new IslandError('table-of-contents', undefined, undefined, 'no .ultp-toc-lists links to a heading');
  return links;
}

/** Reads the printed contents block. */
export function readToc(el: HTMLElement, links: readonly HTMLAnchorElement[]): TocMarkup {
  return {
    entries: links.map((link) => ({ link, target: targetOf(link) })),
    toggle: el.querySelector('.ultp-collapsible-toggle'),
    open: el.querySelector('.ultp-collapsible-open'),
    hide: el.querySelector('.ultp-collapsible-hide'),
    body: el.querySelector('.ultp-block-toc-body'),
    heading: el.querySelector('.ultp-toc-heading'),
  };
}
