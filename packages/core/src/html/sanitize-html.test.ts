/**
 * Which sanitiser runs, and when: the browser's own (synchronous, no download) for ordinary shop
 * HTML, DOMPurify — fetched on first need — for HTML the native one would spoil (embeds, sprite
 * icons) and in browsers without it. Each test takes a fresh copy of the module, so nothing is
 * loaded yet (vitest.setup.ts preloads DOMPurify for the rest of the suite).
 */
type SanitizeModule = typeof import('./sanitize-html');
type InsertModule = typeof import('./insert-html');

async function fresh(): Promise<SanitizeModule & InsertModule> {
  vi.resetModules();
  return { ...(await import('./sanitize-html')), ...(await import('./insert-html')) };
}

/** A stand-in for `Element.setHTML` with the safe mode's rules that matter here. */
function installNativeSanitizer(calls: string[]) {
  Object.defineProperty(HTMLTemplateElement.prototype, 'setHTML', {
    configurable: true,
    value(this: HTMLTemplateElement, html: string) {
      calls.push(html);
      this.innerHTML = html;
      for (const el of this.content.querySelectorAll('script, iframe, use')) el.remove();
      for (const el of this.content.querySelectorAll('*'))
        for (const attr of [...el.attributes]) if (attr.name.startsWith('on')) el.removeAttribute(attr.name);
    },
  });
}

afterEach(() => {
  delete (HTMLTemplateElement.prototype as { setHTML?: unknown }).setHTML;
  vi.doUnmock('./purify');
});

describe('with the browser’s own sanitizer', () => {
  it('sanitises ordinary shop HTML synchronously, without fetching DOMPurify', async () => {
    const purifyLoaded = vi.fn();
    vi.doMock('./purify', () => {
      purifyLoaded();
      return { sanitizeInPlace: () => true };
    });
    const calls: string[] = [];
    installNativeSanitizer(calls);
    const { canSanitizeNow, insertHtml } = await fresh();
    document.body.innerHTML = '<div class="t"></div>';
    const target = document.querySelector('.t') as Element;
    expect(canSanitizeNow('<b class="x" onclick="y()">b</b>')).toBe(true);
    void insertHtml(target, '<b class="x" onclick="y()">b</b><script>y()</script>', 'inner');
    // in place before insertHtml's promise settles
    expect(target.innerHTML).toBe('<b class="x">b</b>');
    expect(calls.at(-1)).toBe('<b class="x" onclick="y()">b</b><script>y()</script>');
    expect(purifyLoaded).not.toHaveBeenCalled();
  });

  it('warmSanitizer() fetches nothing where the browser sanitises natively', async () => {
    const purifyLoaded = vi.fn();
    vi.doMock('./purify', () => {
      purifyLoaded();
      return { sanitizeInPlace: () => true };
    });
    installNativeSanitizer([]);
    const { warmSanitizer } = await fresh();
    await warmSanitizer();
    expect(purifyLoaded).not.toHaveBeenCalled();
  });

  it('sends HTML with an embed or a sprite icon to DOMPurify, which keeps them', async () => {
    installNativeSanitizer([]);
    const { canSanitizeNow, sanitizeHtml } = await fresh();
    const html = '<iframe src="https://www.youtube.com/embed/a"></iframe><svg><use href="#i"></use></svg>';
    expect(canSanitizeNow(html)).toBe(false);
    const fragment = await sanitizeHtml(html);
    expect(fragment.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/a');
    expect(fragment.querySelector('use')?.getAttribute('href')).toBe('#i');
  });

  it('ignores a native sanitizer that does not keep classes and data-* (checked once)', async () => {
    Object.defineProperty(HTMLTemplateElement.prototype, 'setHTML', {
      configurable: true,
      value(this: HTMLTemplateElement, html: string) {
        this.innerHTML = html.replace(/ (class|data-\w+)="[^"]*"/g, '');
      },
    });
    const { canSanitizeNow, sanitizeHtml } = await fresh();
    expect(canSanitizeNow('<b class="x">b</b>')).toBe(false);
    expect((await sanitizeHtml('<b class="x" data-k="1">b</b>')).firstElementChild?.outerHTML).toBe(
      '<b class="x" data-k="1">b</b>',
    );
  });
});

describe('without it', () => {
  it('fetches DOMPurify on first need; the HTML goes in once it has arrived, and synchronously after', async () => {
    const { canSanitizeNow, insertHtml } = await fresh();
    document.body.innerHTML = '<ul class="t"></ul>';
    const target = document.querySelector('.t') as Element;
    expect(canSanitizeNow('<li>a</li>')).toBe(false);
    const first = insertHtml(target, '<li class="a" onclick="x()">a</li>', 'append');
    expect(target.children).toHaveLength(0);
    expect(await first).toHaveLength(1);
    expect(target.innerHTML).toBe('<li class="a">a</li>');
    expect(canSanitizeNow('<li>b</li>')).toBe(true);
    void insertHtml(target, '<li class="b">b</li>', 'append');
    expect(target.children).toHaveLength(2);
  });

  it('warmSanitizer() fetches DOMPurify ahead, so the first HTML goes in synchronously', async () => {
    const { canSanitizeNow, warmSanitizer } = await fresh();
    expect(canSanitizeNow('<li>a</li>')).toBe(false);
    await warmSanitizer();
    expect(canSanitizeNow('<li>a</li>')).toBe(true);
  });
});
