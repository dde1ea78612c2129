import { expect, type Page, test } from '@playwright/test';
import { type LayoutOffender, layoutOffenders, offendersNow } from './support';

/**
 * The layout check itself, fed each defect on a small page of its own: what it must report, and
 * what is fine and must not be reported. The demo's pages are measured in layout.spec.ts.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A page at a fake address (so `layoutOffenders` can open it), with the given body. */
const FAKE = 'http://layout-check.test';
async function serve(page: Page, body: string, head = '') {
  await page.unroute(`${FAKE}/**`);
  await page.route(`${FAKE}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>body{margin:0;font:16px/1.5 sans-serif}</style>${head}</head><body>${body}</body></html>`,
    }),
  );
}
async function show(page: Page, body: string) {
  await page.setContent(
    `<!doctype html><html><head><style>body{margin:0;font:16px/1.5 sans-serif}</style></head><body>${body}</body></html>`,
  );
}
const of = (offenders: LayoutOffender[], kind: LayoutOffender['kind']) =>
  offenders
    .filter((offender) => offender.kind === kind)
    .map((offender) => offender.path)
    .sort();

const ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z"/></svg>';

test('the existing kinds: too wide, past an edge, text clipped or cut, a fixed box cut', async ({ page }) => {
  await show(
    page,
    `<div id="wide" style="width:600px">Geniş kutu</div>
     <p id="clipped" style="width:80px;overflow:hidden;white-space:nowrap">Çok uzun bir ürün adı burada</p>
     <div style="height:20px;overflow:hidden"><p id="cut" style="margin:0;font-size:30px">Kesik</p></div>
     <div id="bar" style="position:fixed;bottom:-40px;left:0;width:100px;height:80px;background:#eee"></div>`,
  );
  const found = await offendersNow(page, { covered: null });
  expect(of(found, 'document-too-wide')).toEqual(['html']);
  expect(of(found, 'past-viewport-edge')).toEqual(['div#wide']);
  expect(of(found, 'text-clipped')).toEqual(['p#clipped']);
  expect(of(found, 'text-cut-by-ancestor')).toEqual(['p#cut']);
  expect(of(found, 'fixed-box-cut')).toEqual(['div#bar']);
});

test('a marquee ticker: its text runs through its box and past the window, only what the box shows counts', async ({
  page,
}) => {
  await show(
    page,
    `<div style="margin:0 20px;overflow:hidden"><ul class="ultp-newstick-marquee" style="margin:0;padding:0;list-style:none;white-space:nowrap;transform:translateX(-60px)"><li><span id="runs">İstanbul’da hafta sonu pazarları: nereden ne alınır?</span></li></ul></div>
     <div style="margin:0 20px;overflow:hidden"><p id="slides" style="margin:0;white-space:nowrap;transform:translateX(-60px)">Kayan ama marquee olmayan bir yazı</p></div>`,
  );
  const found = await offendersNow(page, { covered: null });
  expect(of(found, 'past-viewport-edge')).toEqual([]);
  expect(of(found, 'text-cut-by-ancestor')).toEqual(['p#slides']);
});

test('icon-oversized: an icon with no size in a link or a load-more button, not a sized one or a picture', async ({
  page,
}) => {
  const tile = encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600"/></svg>',
  );
  const dot = encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="8"/></svg>',
  );
  await show(
    page,
    `<a id="next" href="/sayfa/2/">Sonraki ${ICON}</a>
     <div><span id="more" role="button" tabindex="0">Daha fazla yükle <span class="spin">${ICON}</span></span></div>
     <a id="small-img" href="/x" aria-label="Paylaş"><img src="data:image/svg+xml,${dot}" style="width:200px" alt=""></a>
     <a id="sized" href="/sayfa/3/">Sonraki <svg viewBox="0 0 24 24" style="width:1em;height:1em"><path d="M0 0h24v24z"/></svg></a>
     <a id="video" href="/v" style="font-size:14px"><svg viewBox="0 0 24 24" width="48" height="48"><circle cx="12" cy="12" r="11"/></svg></a>
     <a id="card" href="/urun/a/"><img src="data:image/svg+xml,${tile}" style="width:100%" alt="Ürün"> Ürün</a>
     <a id="tile" href="/urun/b/"><svg width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="Ürün"><rect width="600" height="600"/></svg></a>
     <p>${ICON}</p>`,
  );
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const found = await offendersNow(page, { covered: null });
  expect(of(found, 'icon-oversized')).toEqual([
    'a#next > svg',
    'a#small-img > img',
    'span#more > span.spin > svg',
  ]);
});

test('list-bullets: a bulleted list of links, not a prose list or an unbulleted one', async ({ page }) => {
  await show(
    page,
    `<div><ul id="tabs"><li><a href="#">Tümü</a></li><li><a href="#">Giyim</a></li><li><a href="#">Aksesuar</a></li></ul></div>
     <div><ol id="pages"><li><span aria-current="page">1</span></li><li><a href="?p=2">2</a></li><li><a href="?p=3">3</a></li></ol></div>
     <nav><ul id="menu"><li><a href="/">Ana sayfa</a> <em>yeni</em></li></ul></nav>
     <ul id="menu-role" role="menu" style="list-style:none"><li><a href="#">A</a></li><li><a href="#">B</a></li></ul>
     <ul id="prose"><li>Pamuklu kumaş</li><li>Makinede 30 °C'de yıkanabilir</li></ul>
     <ul id="prose-links"><li>Bkz. <a href="/kargo/">kargo</a></li><li><a href="/iade/">İade</a> koşulları</li></ul>
     <ul id="one"><li><a href="/sepet/">Sepeti görüntüle</a></li></ul>
     <ul id="plain" style="list-style:none"><li><a href="#">1</a></li><li><a href="#">2</a></li></ul>
     <ul id="marker-none"><li><a href="#">1</a></li><li><a href="#">2</a></li></ul>
     <style>#marker-none li::marker{content:none}</style>`,
  );
  const found = await offendersNow(page, { covered: null });
  expect(of(found, 'list-bullets')).toEqual(['ol#pages', 'ul#menu', 'ul#tabs']);
});

test('covered-by-fixed: a fixed box over a control at rest; not its own controls, not a modal', async ({
  page,
}) => {
  await show(
    page,
    `<p><button id="pay">Öde</button> <a id="free" href="/x" style="margin-left:200px">Serbest</a></p>
     <div id="popup" style="position:fixed;top:0;left:0;width:150px;height:60px;background:#ffe">
       <button id="close">Kapat</button></div>
     <p style="margin-top:300px"><button id="under-modal">Gizli</button></p>
     <dialog id="modal" style="position:fixed;top:300px;margin:0;width:200px;height:80px">Pencere</dialog>`,
  );
  await page.evaluate(() => (document.getElementById('modal') as HTMLDialogElement).showModal());
  // the page under a modal dialog is inert: nothing there is reported, and the dialog itself is meant to be on top
  let found = await offendersNow(page);
  expect(of(found, 'covered-by-fixed')).toEqual([]);
  await page.evaluate(() => (document.getElementById('modal') as HTMLDialogElement).close());
  found = await offendersNow(page);
  expect(of(found, 'covered-by-fixed')).toEqual(['button#pay']);
  expect(found.find((offender) => offender.kind === 'covered-by-fixed')?.rect).toContain('div#popup (fixed)');
});

test('covered-by-fixed: a bottom bar is fine where every control scrolls clear of it, not over the last ones', async ({
  page,
}) => {
  const bar =
    '<div id="bar" style="position:fixed;bottom:0;left:0;right:0;height:70px;background:#222;color:#fff">Sepet: 2 ürün <a href="/sepet/" style="color:#fff">Sepete git</a></div>';
  const links = [100, 1000, 1600, 2200, 2600]
    .map(
      (top, i) =>
        `<a href="/urun/${i}/" id="link-${i}" style="position:absolute;left:20px;top:${top}px">Ürün ${i}</a>`,
    )
    .join('');
  // the page leaves room for the bar under its last link: every link can be scrolled out from under it
  await serve(page, `${links}<div style="height:2720px"></div>${bar}`);
  let found = await layoutOffenders(page, `${FAKE}/bar-with-room`);
  expect(of(found, 'covered-by-fixed')).toEqual([]);

  // no room under the last link: at the deepest scroll position the bar still covers it
  await serve(
    page,
    `${links}<a href="/son/" id="last" style="position:absolute;left:20px;top:2990px">Son</a><div style="height:3010px"></div>${bar}`,
  );
  found = await layoutOffenders(page, `${FAKE}/bar-without-room`);
  expect(of(found, 'covered-by-fixed')).toEqual(['a#last']);

  // a box fixed in the middle of the viewport covers a link when it is scrolled to the middle
  await serve(
    page,
    `${links}<div style="height:2720px"></div><div id="middle" style="position:fixed;top:25%;left:0;width:200px;height:50%;background:#ffe"></div>`,
  );
  found = await layoutOffenders(page, `${FAKE}/fixed-in-the-middle`);
  // the first link is at rest above the box; the last can be scrolled no higher than below it
  expect(of(found, 'covered-by-fixed')).toEqual(['a#link-1', 'a#link-2', 'a#link-3']);
});
