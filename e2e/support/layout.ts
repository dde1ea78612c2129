import type { Page } from '@playwright/test';

/** Something a visitor sees wrong at this width: where it is, its box, and what is wrong. */
export interface LayoutOffender {
  kind:
    | 'document-too-wide'
    | 'past-viewport-edge'
    | 'text-clipped'
    | 'text-cut-by-ancestor'
    | 'fixed-box-cut';
  /** A short CSS path to the element (`div.summary > form.cart > button.single_add_to_cart_button`). */
  path: string;
  /** Its box in viewport pixels, and what it was measured against. */
  rect: string;
  /** The start of its text, to recognise it on a screenshot. */
  text: string;
}

/**
 * Runs in the page: every visible element whose box reaches past the viewport's left or right
 * edge (unless a clipping ancestor keeps it inside), every element whose own text is clipped by
 * its own overflow or cut by an ancestor's, every fixed box cut by the viewport's top or bottom,
 * and the document itself when it is wider than the viewport. Elements that are `display:none`,
 * `visibility:hidden`, transparent, zero-size, screen-reader-only (1 px, clipped) or inside
 * `[inert]` / `[hidden]` are not looked at. Of nested offenders of one kind only the outermost
 * is reported, with how many inside it; offenders alike (one part of several cards) are one line
 * with their count.
 */
function measureLayout(): LayoutOffender[] {
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

  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth) {
    report('document-too-wide', root, `scrollWidth ${root.scrollWidth} > innerWidth ${window.innerWidth}`);
  }
  const edges = `viewport 0..${viewportWidth}`;
  for (const element of document.body.querySelectorAll('*')) {
    if (unseen(element)) continue;
    const box = element.getBoundingClientRect();
    const area = paintArea(element);
    const computed = style(element);

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
    if (cut) report('text-cut-by-ancestor', element, `text ${boxText(words)}; shown ${boxText(shown)}`);
    else if (words.left < -0.5 || words.right > viewportWidth + 0.5) {
      report('past-viewport-edge', element, `text ${boxText(words)}; ${edges}`);
    }
  }

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

/** What is wrong with the layout of the page as it is now (an open dropdown, a shown bar). */
export async function offendersNow(page: Page): Promise<LayoutOffender[]> {
  await settle(page);
  return page.evaluate(measureLayout);
}

/**
 * Opens `path` and lists what is wrong with its layout at the page's viewport: measured once
 * scrolled to the bottom (after scrolling through, so the islands that mount when visible have
 * mounted, and sticky bars have appeared) and once back at the top. Each offender names the
 * scroll position it was seen at.
 */
export async function layoutOffenders(page: Page, path: string): Promise<LayoutOffender[]> {
  const response = await page.goto(path);
  if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
  await settle(page);
  const viewport = page.viewportSize()?.height ?? 800;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = viewport / 2; y < height; y += viewport / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  const seen = new Map<string, LayoutOffender>();
  for (const at of ['bottom', 'top'] as const) {
    if (at === 'top') {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(100);
    }
    for (const offender of await offendersNow(page)) {
      const key = `${offender.kind} ${offender.path}`;
      if (!seen.has(key)) seen.set(key, { ...offender, rect: `${offender.rect} (scrolled to ${at})` });
    }
  }
  return [...seen.values()];
}
