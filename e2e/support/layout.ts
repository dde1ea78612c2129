import type { Page } from '@playwright/test';

/** Something a visitor sees wrong at this width: where it is, its box, and what is wrong. */
export interface LayoutOffender {
  kind:
    | 'document-too-wide'
    | 'past-viewport-edge'
    | 'text-clipped'
    | 'text-cut-by-ancestor'
    | 'fixed-box-cut'
    | 'icon-oversized'
    | 'list-bullets'
    | 'covered-by-fixed';
  /** A short CSS path to the element (`div.summary > form.cart > button.single_add_to_cart_button`). */
  path: string;
  /** Its box in viewport pixels, and what it was measured against. */
  rect: string;
  /** The start of its text, to recognise it on a screenshot. */
  text: string;
}

/** What {@link measureLayout} looks at besides the element-by-element kinds. */
export interface MeasureOptions {
  /**
   * Which controls to test for `covered-by-fixed`: those whose box's centre lies between these
   * document y coordinates (`to` may be `null`: no end). Not given: the controls in the viewport
   * now; `null`: none.
   */
  covered?: { from: number; to: number | null } | null;
  /** Only `covered-by-fixed` (a scroll step of the covered scan: the rest was measured already). */
  coveredOnly?: boolean;
}

/**
 * Runs in the page: every visible element whose box reaches past the viewport's left or right
 * edge (unless a clipping ancestor keeps it inside), every element whose own text is clipped by
 * its own overflow or cut by an ancestor's, every fixed box cut by the viewport's top or bottom,
 * and the document itself when it is wider than the viewport; every icon far larger than the
 * control it is in (`icon-oversized`), every navigation list shown with list markers
 * (`list-bullets`), and every control a fixed or sticky box it is not part of covers
 * (`covered-by-fixed`; see {@link MeasureOptions.covered} for which). Elements that are
 * `display:none`, `visibility:hidden`, transparent, zero-size, screen-reader-only (1 px,
 * clipped) or inside `[inert]` / `[hidden]` are not looked at. Of nested offenders of one kind
 * only the outermost is reported, with how many inside it; offenders alike (one part of several
 * cards) are one line with their count.
 */
export function measureLayout(options: MeasureOptions = {}): LayoutOffender[] {
  type Box = { left: number; top: number; right: number; bottom: number };
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = document.documentElement.clientHeight;
  const offenders: (LayoutOffender & { element: Element; inside: number })[] = [];
  const round = (n: number) => Math.round(n);
  const boxText = (box: Box) =>
    `x ${round(box.left)}..${round(box.right)} (w ${round(box.right - box.left)}), y ${round(box.top)}..${round(box.bottom)}`;
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const empty = (box: Box) => box.right - box.left < 0.5 || box.bottom - box.top < 0.5;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let computed = styles.get(element);
    if (!computed) {
      computed = getComputedStyle(element);
      styles.set(element, computed);
    }
    return computed;
  };

  const cssPath = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
      if (node === document.body || node === document.documentElement) break;
      if (node.id) {
        parts.unshift(`${node.localName}#${node.id}`);
        break;
      }
      const classes = [...node.classList].filter((name) => !name.startsWith('firsat-island')).slice(0, 2);
      parts.unshift(node.localName + classes.map((name) => `.${name}`).join(''));
    }
    return parts.join(' > ');
  };
  /** The element's own text that takes room on screen (not whitespace, not a zero-size font). */
  const ownText = (element: Element) =>
    [...element.childNodes]
      .filter((node): node is Text => node.nodeType === Node.TEXT_NODE && Boolean(node.textContent?.trim()))
      .filter((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      });
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);

  /** Not looked at: not rendered, not visible, or only for screen readers. */
  const unseen = (element: Element): boolean => {
    if (element.closest('[inert], [hidden], script, style, template, noscript')) return true;
    if (element.parentElement?.closest('select')) return true; // options: the select's own box counts
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const computed = style(node);
      if (computed.display === 'none' || computed.opacity === '0') return true;
      const box = node.getBoundingClientRect();
      const clipped =
        computed.overflow !== 'visible' || computed.clip !== 'auto' || computed.clipPath !== 'none';
      if (box.width <= 1 && box.height <= 1 && clipped) return true;
    }
    const computed = style(element);
    if (computed.visibility !== 'visible') return true;
    const box = element.getBoundingClientRect();
    return box.width === 0 && box.height === 0;
  };

  /** Does this ancestor establish the containing block of an absolute / fixed descendant? */
  const containsFixed = (computed: CSSStyleDeclaration) =>
    computed.transform !== 'none' ||
    computed.filter !== 'none' ||
    computed.perspective !== 'none' ||
    /paint|layout|strict|content/.test(computed.contain) ||
    /transform|filter/.test(computed.willChange);
  const containsAbsolute = (computed: CSSStyleDeclaration) =>
    computed.position !== 'static' || containsFixed(computed);
  /** The padding box of an element, on the axes its overflow clips (the other axis unbounded). */
  const clipBox = (element: Element): Box | null => {
    const computed = style(element);
    const clipsX = computed.overflowX !== 'visible' || /paint|strict|content/.test(computed.contain);
    const clipsY = computed.overflowY !== 'visible' || /paint|strict|content/.test(computed.contain);
    if (!clipsX && !clipsY) return null;
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const top = box.top + element.clientTop;
    return {
      left: clipsX ? left : -Infinity,
      right: clipsX ? left + element.clientWidth : Infinity,
      top: clipsY ? top : -Infinity,
      bottom: clipsY ? top + element.clientHeight : Infinity,
    };
  };
  /** The area the element's ancestors let it paint in (html and body clip the viewport: ignored). */
  const paintArea = (element: Element): Box => {
    let area: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    let position = style(element).position;
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const computed = style(node);
      const inChain =
        position === 'fixed'
          ? containsFixed(computed)
          : position === 'absolute'
            ? containsAbsolute(computed)
            : true;
      if (!inChain) continue;
      position = computed.position;
      const clip = clipBox(node);
      if (clip) area = intersect(area, clip);
    }
    return area;
  };
  const textBox = (nodes: Text[]): Box | null => {
    let box: Box | null = null;
    for (const node of nodes) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0 || rect.height === 0) continue;
        box = box
          ? {
              left: Math.min(box.left, rect.left),
              top: Math.min(box.top, rect.top),
              right: Math.max(box.right, rect.right),
              bottom: Math.max(box.bottom, rect.bottom),
            }
          : { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      }
    }
    return box;
  };
  const report = (kind: LayoutOffender['kind'], element: Element, rect: string) =>
    offenders.push(
      element === document.documentElement
        ? { kind, element, path: 'html', rect, text: '', inside: 0 }
        : { kind, element, path: cssPath(element), rect, text: textOf(element), inside: 0 },
    );

  /**
   * Controls and the items of navigation lists, which an icon belongs to. A `label` counts (an
   * icon beside a checkbox's words), and any focusable element or element with a control's role
   * (the load-more span product-blocks prints gets `role="button"` from its island).
   */
  const ICON_HOST =
    'a[href], button, summary, label, [role=button], [role=link], [role=tab], [role=menuitem], [role=option], [role=switch], [role=checkbox], [role=radio], [tabindex]:not([tabindex="-1"])';
  const LINK = 'a[href], button, [role=button], [role=link], [role=tab], [role=menuitem]';
  const hasOwnWords = (element: Element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  /**
   * A list used for navigation: inside `nav`, or a tab list or menu by its role, or (two items or
   * more) every shown item holds one element and no words of its own, and at least two of those
   * elements are links or buttons (a pagination's current page may be a plain `span`). A list
   * whose items carry words — a description's features, the checkout's terms, an order's
   * details — is prose, not navigation.
   */
  const navigationList = (list: Element, items: Element[]) => {
    if (list.closest('nav, [role=navigation]')) return true;
    if (/^(tablist|menu|menubar|navigation)$/.test(list.getAttribute('role') ?? '')) return true;
    if (items.length < 2) return false;
    let links = 0;
    for (const item of items) {
      if (hasOwnWords(item)) return false;
      const inner = [...item.children].filter((child) => !unseen(child));
      if (inner.length !== 1) return false;
      const only = inner[0] as Element;
      if (only.matches(LINK) || (only.children.length === 1 && only.firstElementChild?.matches(LINK)))
        links += 1;
    }
    return links >= 2;
  };
  /** The list's shown items and which of them show a marker (a bullet, a number, `::marker` content). */
  const markedItems = (list: Element) => {
    const items = [...list.children].filter((child) => child.localName === 'li' && !unseen(child));
    const marked = items.filter((item) => {
      const computed = style(item);
      if (computed.display !== 'list-item') return false;
      const marker = getComputedStyle(item, '::marker');
      if (marker.content === 'none' || Number.parseFloat(marker.fontSize) === 0) return false;
      if (computed.listStyleType !== 'none' || computed.listStyleImage !== 'none') return true;
      return marker.content !== 'normal' && marker.content !== '""';
    });
    return { items, marked };
  };
  /** The control (or navigation item) an icon sits in, if any. */
  const iconHost = (icon: Element): Element | null => {
    const control = icon.closest(ICON_HOST);
    if (control) return control;
    const item = icon.closest('li');
    const list = item?.parentElement;
    if (item && list && /^(ul|ol)$/.test(list.localName) && navigationList(list, markedItems(list).items))
      return item;
    return null;
  };
  /**
   * An icon: an outermost `svg`, unless its width and height attributes are both over 64 (a
   * picture drawn in SVG and sized as one, like the demo's 600 × 600 product tiles), or an `img`
   * whose own picture is at most 64 × 64 (a product photo in a card's link is not an icon).
   * Too large: its box's longer side over 3 × its control's font size and over 48 px (a 48 px
   * play button on a 14 px link is a design; a 24-viewBox icon with no size that fills its
   * column is not).
   */
  const oversizedIcon = (element: Element, box: DOMRect): string | null => {
    if (element.localName === 'svg') {
      if (element.parentElement?.closest('svg')) return null;
      const width = Number.parseFloat(element.getAttribute('width') ?? '');
      const height = Number.parseFloat(element.getAttribute('height') ?? '');
      if (
        width > 64 &&
        height > 64 &&
        !/%/.test(`${element.getAttribute('width')}${element.getAttribute('height')}`)
      )
        return null;
    } else if (element instanceof HTMLImageElement) {
      const { naturalWidth, naturalHeight } = element;
      if (!(naturalWidth > 0 && naturalHeight > 0 && naturalWidth <= 64 && naturalHeight <= 64)) return null;
    } else return null;
    const host = iconHost(element);
    if (!host) return null;
    const fontSize = Number.parseFloat(style(host).fontSize) || 16;
    const limit = Math.max(3 * fontSize, 48);
    if (Math.max(box.width, box.height) <= limit) return null;
    return `${boxText(box)}; in ${cssPath(host)} (font-size ${round(fontSize)}px): over ${round(limit)} px`;
  };

  /**
   * The controls covered by a fixed or sticky box they are not part of: the box is what
   * `elementFromPoint` finds at the centre, or at three of five points (centre and the four at a
   * quarter in from each corner) of the control's visible part. Not counted: a modal dialog
   * (`dialog:modal`, `[aria-modal=true]`) over the page, and the controls outside it or under
   * `[aria-hidden=true]` or `[inert]` (the page behind a modal, which cannot be used while it is open).
   */
  const CONTROLS =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
  const fixedBoxOf = (element: Element | null): Element | null => {
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      if (/^(fixed|sticky)$/.test(style(node).position)) return node;
    }
    return null;
  };
  const coveredControls = (from: number, to: number | null) => {
    const viewport: Box = { left: 0, top: 0, right: viewportWidth, bottom: viewportHeight };
    const points = [
      [0.5, 0.5],
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ] as const;
    const modal = [...document.querySelectorAll('dialog:modal, [aria-modal="true"]')].find(
      (element) => !unseen(element),
    );
    for (const control of document.body.querySelectorAll(CONTROLS)) {
      const box = control.getBoundingClientRect();
      const centre = (box.top + box.bottom) / 2 + window.scrollY;
      if (centre < from || (to !== null && centre >= to)) continue;
      if ((modal && !modal.contains(control)) || control.closest('[aria-hidden="true"]')) continue;
      if (unseen(control)) continue;
      const shown = intersect(intersect(box, paintArea(control)), viewport);
      if (empty(shown)) continue;
      let covered = 0;
      let atCentre = false;
      let by: Element | null = null;
      points.forEach(([fx, fy], index) => {
        const x = shown.left + fx * (shown.right - shown.left);
        const y = shown.top + fy * (shown.bottom - shown.top);
        const hit = document.elementFromPoint(x, y);
        if (!hit || control.contains(hit)) return;
        const fixed = fixedBoxOf(hit);
        // a transparent box (a popup fading out, one waiting hidden) is not seen over the control
        if (!fixed || fixed.contains(control) || unseen(hit)) return;
        if (hit.closest('dialog:modal, [aria-modal="true"]')) return;
        covered += 1;
        if (index === 0) atCentre = true;
        by ??= fixed;
      });
      if (by && (atCentre || covered >= 3)) {
        report(
          'covered-by-fixed',
          control,
          `${boxText(box)}; covered at ${covered} of 5 points by ${cssPath(by)} (${style(by).position})`,
        );
      }
    }
  };

  const root = document.documentElement;
  if (!options.coveredOnly && root.scrollWidth > window.innerWidth) {
    report('document-too-wide', root, `scrollWidth ${root.scrollWidth} > innerWidth ${window.innerWidth}`);
  }
  const edges = `viewport 0..${viewportWidth}`;
  for (const element of options.coveredOnly ? [] : document.body.querySelectorAll('*')) {
    if (unseen(element)) continue;
    const box = element.getBoundingClientRect();
    const area = paintArea(element);
    const computed = style(element);

    const icon = oversizedIcon(element, box);
    if (icon) report('icon-oversized', element, icon);
    if (element.localName === 'ul' || element.localName === 'ol') {
      const { items, marked } = markedItems(element);
      if (marked.length > 0 && navigationList(element, items)) {
        const first = style(marked[0] as Element);
        report(
          'list-bullets',
          element,
          `${boxText(box)}; ${marked.length} of ${items.length} items show a marker (list-style ${first.listStyleType}${first.listStyleImage === 'none' ? '' : ` ${first.listStyleImage}`})`,
        );
      }
    }

    if (box.left < -0.5 || box.right > viewportWidth + 0.5) {
      const visible = intersect(box, area);
      if (!empty(visible) && (visible.left < -0.5 || visible.right > viewportWidth + 0.5)) {
        report('past-viewport-edge', element, `${boxText(box)}; ${edges}`);
      }
    }
    if (computed.position === 'fixed' && (box.top < -0.5 || box.bottom > viewportHeight + 0.5)) {
      const visible = intersect(box, { left: 0, top: 0, right: viewportWidth, bottom: viewportHeight });
      if (!empty(visible))
        report('fixed-box-cut', element, `${boxText(box)}; viewport height ${viewportHeight}`);
    }

    const text = ownText(element);
    if (text.length === 0) continue;
    if (
      /hidden|clip/.test(computed.overflowX) &&
      element.scrollWidth > element.clientWidth + 1 &&
      element.clientWidth > 1
    ) {
      report(
        'text-clipped',
        element,
        `${boxText(box)}; scrollWidth ${element.scrollWidth} > clientWidth ${element.clientWidth}`,
      );
      continue;
    }
    const words = textBox(text);
    if (!words) continue;
    const own = clipBox(element);
    const shown = intersect(words, own ? intersect(area, own) : area);
    if (empty(shown)) continue; // wholly clipped away: an off-screen slide, an indented-away label
    const cut =
      shown.left > words.left + 1 ||
      shown.right < words.right - 1 ||
      shown.top > words.top + 1 ||
      shown.bottom < words.bottom - 1;
    // A marquee ticker scrolls its text through its box on purpose: cut at the box's edges, like a
    // slider's slides (post-blocks' `.ultp-newstick-marquee`).
    const marquee = element.closest('.ultp-newstick-marquee') !== null;
    // (and only what its box shows counts against the window's edges: the rest is off-box by design)
    const seen = marquee ? shown : words;
    if (cut && !marquee)
      report('text-cut-by-ancestor', element, `text ${boxText(words)}; shown ${boxText(shown)}`);
    else if (seen.left < -0.5 || seen.right > viewportWidth + 0.5) {
      report('past-viewport-edge', element, `text ${boxText(words)}; ${edges}`);
    }
  }

  const covered =
    options.covered === undefined
      ? { from: window.scrollY, to: window.scrollY + viewportHeight }
      : options.covered;
  if (covered) coveredControls(covered.from, covered.to);

  // Of nested offenders of one kind, keep the outermost and count the ones inside it.
  const outermost = (offender: (typeof offenders)[number]) =>
    offenders.find(
      (other) =>
        other !== offender &&
        other.kind === offender.kind &&
        other.element !== root &&
        other.element.contains(offender.element) &&
        !offenders.some(
          (outer) =>
            outer !== other &&
            outer.kind === other.kind &&
            outer.element !== root &&
            outer.element.contains(other.element),
        ),
    );
  const kept = offenders.filter((offender) => {
    const outer = outermost(offender);
    if (outer) outer.inside += 1;
    return !outer;
  });
  // Offenders alike (same kind, same short path: the same part of several cards) are one line.
  const alike = new Map<string, LayoutOffender & { count: number }>();
  for (const { kind, path, rect, text, inside } of kept) {
    const described = inside > 0 ? `${path} (+${inside} inside)` : path;
    const first = alike.get(`${kind} ${described}`);
    if (first) first.count += 1;
    else alike.set(`${kind} ${described}`, { kind, path: described, rect, text, count: 1 });
  }
  return [...alike.values()].map(({ count, ...offender }) =>
    count > 1 ? { ...offender, path: `${offender.path} (×${count})` } : offender,
  );
}

/** Waits for the page's islands and for running (finite) transitions and animations. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await window.Firsat?.whenIdle();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * What is wrong with the layout of the page as it is now (an open dropdown, a shown bar); the
 * controls covered are looked for in the viewport unless `options` says otherwise.
 */
export async function offendersNow(page: Page, options: MeasureOptions = {}): Promise<LayoutOffender[]> {
  await settle(page);
  return page.evaluate(measureLayout, options);
}

/** The REST route the sales popup's entries come from (product-blocks' sales notification addon). */
const SALES_ROUTE = /\/wp-json\/sales\/v1\/notification/;

/**
 * Opens `path` and lists what is wrong with its layout at the page's viewport. First the controls
 * covered by a fixed box: at rest at the top, once the delayed UI has come (on a page with the
 * sales popup, its first popup, 2 s after the page's load), every control in the first viewport —
 * what lies over the first screen at rest is in the shopper's way; then, scrolling half a viewport
 * at a time (which also mounts the islands that wait to be visible and brings up the bars that
 * appear on scroll), the controls in the middle half of the viewport, and at the deepest position
 * all those below — each control where it can be brought to the middle, so a bar at an edge that
 * every control can be scrolled out from under is fine. Then every kind, once scrolled to the
 * bottom and once back at the top. Each offender names the scroll position it was seen at.
 */
export async function layoutOffenders(page: Page, path: string): Promise<LayoutOffender[]> {
  // The popup's request leaves 2 s after the page's load: its reply says whether one will show.
  const salesReply = page
    .waitForResponse((response) => SALES_ROUTE.test(response.url()), { timeout: 6000 })
    .catch(() => null);
  const response = await page.goto(path);
  if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
  await settle(page);
  if (await page.evaluate(() => document.body.classList.contains('wopb-notification-body'))) {
    const reply = await salesReply;
    const entries = reply ? (((await reply.json().catch(() => ({}))) as { html?: unknown }).html ?? []) : [];
    if (Array.isArray(entries) && entries.length > 0) {
      // in the page: shown, or waiting hidden for a corner where it covers nothing
      await page
        .locator('body > .wopb-notification')
        .first()
        .waitFor({ state: 'attached', timeout: 3000 })
        .catch(() => undefined);
      await settle(page);
    }
  }

  const seen = new Map<string, LayoutOffender>();
  const keep = (offenders: LayoutOffender[], at: string) => {
    for (const offender of offenders) {
      const key = `${offender.kind} ${offender.path}`;
      if (!seen.has(key)) seen.set(key, { ...offender, rect: `${offender.rect} (scrolled to ${at})` });
    }
  };
  const viewport = await page.evaluate(() => document.documentElement.clientHeight);
  keep(await page.evaluate(measureLayout, { covered: { from: 0, to: viewport }, coveredOnly: true }), 'top');

  let from = viewport;
  for (let step = viewport / 2; ; step += viewport / 2) {
    // the page may grow as islands mount: its deepest position is asked for at each step
    const { y, deepest } = await page.evaluate((top) => {
      window.scrollTo({ top, behavior: 'instant' });
      const root = document.documentElement;
      return { y: window.scrollY, deepest: Math.max(0, root.scrollHeight - root.clientHeight) };
    }, step);
    await page.waitForTimeout(50);
    const last = y >= deepest - 1;
    const to = last ? null : y + (3 * viewport) / 4;
    keep(
      await page.evaluate(measureLayout, { covered: { from, to }, coveredOnly: true }),
      last ? 'bottom' : `y ${Math.round(y)}`,
    );
    if (to === null) break;
    from = to;
  }
  keep(await offendersNow(page, { covered: null }), 'bottom');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(100);
  // once more at rest, with what the scroll brought (islands mounted, a bar that stays)
  keep(await offendersNow(page, { covered: { from: 0, to: viewport } }), 'top');
  return [...seen.values()];
}

/**
 * `layoutOffenders` of every path, `tabs` pages at a time in `page`'s context (its cookies, its
 * viewport): most of a page's measuring is waiting (the sales popup's 2 s, the scroll's pauses),
 * so tabs side by side take the crawl from minutes to about a third. Lines in `paths`' order.
 */
export async function offendersOfPages(
  page: Page,
  paths: readonly string[],
  line: (path: string, offender: LayoutOffender) => string,
  tabs = 3,
): Promise<string[]> {
  const found = new Map<string, string[]>();
  const queue = [...paths];
  const worker = async (tab: Page) => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      found.set(
        path,
        (await layoutOffenders(tab, path)).map((offender) => line(path as string, offender)),
      );
    }
  };
  const extra = await Promise.all(
    Array.from({ length: Math.max(0, Math.min(tabs, paths.length) - 1) }, () => page.context().newPage()),
  );
  try {
    await Promise.all([page, ...extra].map(worker));
  } finally {
    await Promise.all(extra.map((tab) => tab.close()));
  }
  return paths.flatMap((path) => found.get(path) ?? []);
}
