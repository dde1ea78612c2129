import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * The plugin on a real WordPress 6.1 (Debian's) with the fixture plugin's classic handles:
 * what the page's HTML holds and what runs in Chromium. Started by run.mjs, which installs the
 * plugin from its release zip. Every test that changes an option puts it back.
 */

const version = '0.1.0';

/** The handles of the groups replaced by default (WooCommerce, product-blocks) that the fixture registers. */
const replacedByDefault = [
  'jquery-blockui',
  'js-cookie',
  'wc-add-to-cart',
  'woocommerce',
  'wc-cart-fragments',
  'flexslider',
  'zoom',
  'photoswipe',
  'photoswipe-ui-default',
  'wc-add-to-cart-variation',
  'wc-single-product',
  'wc-cart',
  'wc-checkout',
  'sourcebuster-js',
  'wc-order-attribution',
  'wopb-slick-script',
  'wopb-flexmenu-script',
  'wopb-script',
  'wopb-filter-script',
  'wopb-compare',
  'wopb-wishlist',
  'wopb-quickview',
  'wopb-currency-switcher',
];
/** post-blocks and forms: off by default (PostX's script also runs blocks firsat does not cover; no form islands yet). */
const laterGroups = ['ultp-script', 'wpuf-frontend-form', 'wpuf-upload', 'wpuf-sweetalert2'];

/** Config global => the handle whose `-js-extra` script prints it. */
const globals: Record<string, string> = {
  wc_add_to_cart_params: 'wc-add-to-cart',
  woocommerce_params: 'woocommerce',
  wc_cart_fragments_params: 'wc-cart-fragments',
  wc_add_to_cart_variation_params: 'wc-add-to-cart-variation',
  wc_single_product_params: 'wc-single-product',
  wc_cart_params: 'wc-cart',
  wc_checkout_params: 'wc-checkout',
  wc_order_attribution: 'wc-order-attribution',
  wopb_core: 'wopb-script',
  wopb_compare: 'wopb-compare',
  wopb_wishlist: 'wopb-wishlist',
  wopb_quickview: 'wopb-quickview',
  wopb_currency_switcher: 'wopb-currency-switcher',
  ultp_data_frontend: 'ultp-script',
  wpuf_frontend: 'wpuf-frontend-form',
  wpuf_upload: 'wpuf-upload',
};

/** Runs the test's WP-CLI stand-in (wp-setup.php) on the site. */
function site(...args: string[]) {
  execFileSync('php', [path.join(import.meta.dirname, 'wp-setup.php'), ...args], { stdio: 'pipe' });
}

type Script = { id: string; src: string; type: string; open: string; body: string };

/** Every <script> of a page: its id, src, type, opening tag and content. */
function scripts(html: string): Script[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs = '', body = '']) => {
    const attr = (name: string) => attrs.match(new RegExp(`\\s${name}=(['"])(.*?)\\1`))?.[2] ?? '';
    return { id: attr('id'), src: attr('src'), type: attr('type'), open: `<script${attrs}>`, body };
  });
}

/** The handles whose classic file (the fixture's classic.js) the page loads. */
function classicHandles(html: string): string[] {
  return scripts(html)
    .filter((s) => s.src.includes('/firsat-fixture/classic.js'))
    .map((s) => s.id.replace(/-js$/, ''));
}

async function frontPage(page: Page): Promise<string> {
  const response = await page.request.get('/');
  expect(response.status()).toBe(200);
  return response.text();
}

/** Opens the front page, waits for the islands, returns the console errors. */
async function visit(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.waitForFunction(() => 'Firsat' in window);
  await page.evaluate(() => window.Firsat?.whenIdle());
  return errors;
}

async function expectIslandsMounted(page: Page) {
  await expect(page.locator('.wopb-product-deals')).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.locator('.widget_shopping_cart_content')).toHaveAttribute('data-island-state', 'mounted');
  // The countdown counts: the sale ends on the UTC date 10 days on, the server printed 00. That
  // date's midnight is the browser's (Istanbul, UTC+3), so from 21:00 UTC it is 8 days and some.
  await expect(page.locator('.wopb-deals-counter-days')).toHaveText(/^(08|09|10)$/);
  await expect(page.locator('[data-island-state="error"]')).toHaveCount(0);
}

function expectGlobalsPrinted(html: string, names: string[]) {
  const all = scripts(html);
  for (const name of names) {
    const extra = all.find((s) => s.id === `${globals[name]}-js-extra`);
    expect(extra?.body, `${name} in #${globals[name]}-js-extra`).toContain(`var ${name} = {`);
  }
}

test('default: firsat.js is one module script, the WooCommerce and product-blocks scripts are gone, their globals printed, jQuery kept', async ({
  page,
}) => {
  const html = await frontPage(page);
  const all = scripts(html);

  const loaders = all.filter((s) => s.src.includes('firsat.js'));
  expect(loaders).toHaveLength(1);
  const loader = loaders[0] as Script;
  expect(loader.type).toBe('module');
  expect(loader.open).not.toContain('text/javascript');
  expect(loader.src).toMatch(
    new RegExp(`/wp-content/plugins/firsat/build/${version}/firsat\\.js\\?ver=${version}$`),
  );
  // WordPress 6.1 has no script-module API: this is the classic handle made a module.
  expect(loader.id).toBe('firsat-js');

  // Only the groups that are off by default still load their classic files.
  expect(classicHandles(html).sort()).toEqual([...laterGroups].sort());
  for (const handle of replacedByDefault) {
    expect(all.find((s) => s.id === `${handle}-js`)?.open, handle).toBeUndefined();
  }
  expectGlobalsPrinted(html, Object.keys(globals));
  // Inline scripts attached to a replaced handle stay.
  expect(all.find((s) => s.id === 'wc-single-product-js-after')?.body).toContain('__fixtureInlineAfter');

  // jQuery stays by default; WordPress's own libraries stay where the islands use them
  // (wp-api-fetch holds the REST nonce), the ones only the classic scripts used go.
  expect(all.some((s) => s.id === 'jquery-core-js' && s.src.includes('jquery.min.js'))).toBe(true);
  expect(all.some((s) => s.id === 'wp-api-fetch-js' && s.src)).toBe(true);
  expect(all.some((s) => s.id === 'wp-util-js' || s.id === 'underscore-js')).toBe(false);
});

test('default, in Chromium: no replaced script ran, the globals are on window, the islands mounted, no console error', async ({
  page,
}) => {
  const errors = await visit(page);
  const ran = await page.evaluate(() => (window as { __classicRan?: string[] }).__classicRan ?? []);
  expect(ran.map((id) => id.replace(/-js$/, '')).sort()).toEqual([...laterGroups].sort());
  const present = await page.evaluate(
    (names) =>
      names.filter((name) => typeof (window as unknown as Record<string, unknown>)[name] === 'object'),
    Object.keys(globals),
  );
  expect(present).toEqual(Object.keys(globals));
  expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe('function');
  await expectIslandsMounted(page);
  expect(errors).toEqual([]);
});

test.describe('every group replaced, jQuery turned off', () => {
  test.beforeAll(() => {
    site(
      'option',
      'firsat_groups',
      JSON.stringify(['woocommerce', 'product-blocks', 'post-blocks', 'forms']),
    );
    site('option', 'firsat_keep_jquery', '"0"');
  });
  test.afterAll(() => {
    site('delete-option', 'firsat_groups');
    site('delete-option', 'firsat_keep_jquery');
  });

  test('the page loads no classic script and no jQuery, and still prints every global', async ({ page }) => {
    const html = await frontPage(page);
    const all = scripts(html);
    expect(classicHandles(html)).toEqual([]);
    for (const handle of [...replacedByDefault, ...laterGroups]) {
      expect(all.find((s) => s.id === `${handle}-js`)?.open, handle).toBeUndefined();
    }
    expect(all.filter((s) => /jquery(\.min)?\.js|jquery-migrate/.test(s.src))).toEqual([]);
    expectGlobalsPrinted(html, Object.keys(globals));
    expect(all.filter((s) => s.src.includes('firsat.js'))).toHaveLength(1);
  });

  test('in Chromium: nothing classic ran, no jQuery, the islands mounted, no console error', async ({
    page,
  }) => {
    const errors = await visit(page);
    expect(await page.evaluate(() => (window as { __classicRan?: string[] }).__classicRan)).toBeUndefined();
    expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe('undefined');
    expect(
      await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return [typeof w.ultp_data_frontend, typeof w.wpuf_frontend, typeof w.wopb_core];
      }),
    ).toEqual(['object', 'object', 'object']);
    await expectIslandsMounted(page);
    expect(errors).toEqual([]);
  });
});

test('a CDN folder (option firsat_assets_url) serves firsat.js instead of the plugin', async ({ page }) => {
  site('option', 'firsat_assets_url', JSON.stringify(`https://cdn.example.test/firsat/${version}`));
  try {
    const loaders = scripts(await frontPage(page)).filter((s) => s.src.includes('firsat.js'));
    expect(loaders.map((s) => [s.type, s.src])).toEqual([
      ['module', `https://cdn.example.test/firsat/${version}/firsat.js?ver=${version}`],
    ]);
  } finally {
    site('delete-option', 'firsat_assets_url');
  }
});

test('deactivated, the classic scripts come back (rolling back) and firsat.js is gone', async ({ page }) => {
  site('deactivate', 'firsat/firsat.php');
  try {
    const html = await frontPage(page);
    expect(classicHandles(html).sort()).toEqual([...replacedByDefault, ...laterGroups].sort());
    expect(html).not.toContain('firsat.js');
    await page.goto('/');
    const ran = await page.evaluate(() => (window as { __classicRan?: string[] }).__classicRan ?? []);
    expect(ran).toContain('wc-add-to-cart-js');
    await expect(page.locator('.wopb-product-deals')).not.toHaveAttribute('data-island-state', /./);
  } finally {
    site('activate', 'firsat/firsat.php');
  }
});

test('Settings → Fırsat saves the options the front end reads', async ({ page }) => {
  await page.goto('/wp-login.php');
  await page.fill('#user_login', 'yonetici');
  await page.fill('#user_pass', 'yonetici123');
  await page.click('#wp-submit');
  await page.waitForURL(/wp-admin/);
  await page.goto('/wp-admin/options-general.php?page=firsat');
  await expect(page.locator('h1')).toHaveText('Fırsat');
  const jquery = page.locator('input[type="checkbox"][name="firsat_keep_jquery"]');
  await expect(jquery).toBeChecked();
  await jquery.uncheck();
  await page.locator('input[name="firsat_groups[]"][value="post-blocks"]').check();
  await page.click('#submit');
  await expect(page.locator('#setting-error-settings_updated')).toBeVisible();
  try {
    const html = await frontPage(page);
    expect(classicHandles(html).sort()).toEqual(['wpuf-frontend-form', 'wpuf-sweetalert2', 'wpuf-upload']);
    expect(scripts(html).some((s) => s.id === 'jquery-core-js' && s.src)).toBe(false);
  } finally {
    site('delete-option', 'firsat_groups');
    site('delete-option', 'firsat_keep_jquery');
  }
});

test('the plugin left no PHP notice, warning or error in the debug log', () => {
  const file = process.env.FIRSAT_WP_DEBUG_LOG ?? '';
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  expect(lines.filter((line) => line.includes('/plugins/firsat/'))).toEqual([]);
});
