// The full visit of `npm run page-weight`: scroll to the bottom, then open each island's UI once.
// Islands are found by the `data-island` attribute the loader sets when it claims an element, so
// a new island is visited without a list to update. What an island offers is found in its
// markup: every popup trigger (`aria-haspopup`), tab (`role=tab`) and disclosure
// (`aria-expanded=false`) in its first element is clicked. `ACTIONS` adds what a shopper does
// that the markup does not announce (pick a variation, step a quantity, add to the cart, …).
// Navigations are refused and popups closed, so the visit stays on its page.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const STEP_TIMEOUT = 1_000;

/** One action per island name, given the island's first element (`root`, a Playwright locator). */
const ACTIONS = {
  'product-gallery': async (root) => {
    await root.locator('img').first().hover(hover); // zoom
    const thumbs = root.locator('.flex-control-thumbs img, [class*="thumb"] img');
    if ((await thumbs.count()) > 1) await click(thumbs.nth(1));
  },
  // A choice in every attribute: the first swatch of each group, or the select where it shows.
  'variation-form': async (root) => {
    for (const group of await root.locator('[role="radiogroup"]').all())
      await click(group.locator('[role="radio"]'));
    for (const select of await root.locator('select').all()) {
      if (!(await select.isVisible())) continue;
      const values = await select.evaluate((el) => [...el.options].map((o) => o.value).filter(Boolean));
      if (values.length > 0) await select.selectOption(values[0], { timeout: STEP_TIMEOUT });
    }
  },
  quantity: (root) => click(root.locator('.plus, button:has-text("+")')),
  'add-to-cart': (root) => click(root),
  'cart-form': async (root) => {
    await click(root.locator('.plus'));
    await click(root.locator('[name="update_cart"]'));
  },
  'cart-totals': (root) => checkOther(root.locator('input.shipping_method')),
  'checkout-review': (root) => checkOther(root.locator('input.shipping_method')),
  'checkout-login': (root) => click(root.page().locator('a.showlogin')),
  'checkout-coupon': (root) => click(root.page().locator('a.showcoupon')),
  'star-rating': (root) => click(root.locator('.stars a').nth(3)),
  'name-your-price': (root) => root.locator('input').first().fill('150', { timeout: STEP_TIMEOUT }),
  'shop-video': (root) => click(root.locator('button, [class*="play"], video')),
  'catalog-ordering': (root) => root.locator('select').first().focus({ timeout: STEP_TIMEOUT }),
  'store-notice': (root) => click(root.locator('a')),
};

const hover = { timeout: STEP_TIMEOUT };

/** A shopper's click; where something covers the element (a fixed bar), the click event itself. */
async function click(locator) {
  const target = locator.first();
  try {
    await target.click({ timeout: STEP_TIMEOUT });
  } catch (error) {
    if (!(await target.isVisible())) throw error;
    await target.dispatchEvent('click');
  }
}

/** Picks the first unchecked radio of a group (another shipping method). */
async function checkOther(radios) {
  for (const radio of await radios.all()) {
    if (!(await radio.isChecked())) return radio.check({ timeout: STEP_TIMEOUT });
  }
}

/** Clicks the popup triggers, tabs and disclosures the island's element carries. */
async function openAnnounced(page, root) {
  const opened = [];
  const triggers = root.locator(
    '[aria-haspopup]:not([aria-haspopup="false"]), [role="tab"], [aria-expanded="false"]',
  );
  for (const trigger of await triggers.all()) {
    const label = await trigger.evaluate(
      (el) => el.getAttribute('role') ?? (el.hasAttribute('aria-haspopup') ? 'popup' : 'disclosure'),
    );
    try {
      await click(trigger);
      opened.push(label);
      if (label === 'popup') {
        await sleep(300);
        await page.keyboard.press('Escape');
      }
    } catch {
      // hidden (another tab's, a closed menu's): a shopper cannot reach it either
    }
  }
  return opened;
}

async function scrollToBottom(page, network) {
  for (let step = 0; step < 60; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      const scroller = document.scrollingElement ?? document.documentElement;
      return window.scrollY + window.innerHeight >= scroller.scrollHeight - 2;
    });
    await sleep(120);
    if (atBottom) break;
  }
  await network.quiet(300);
}

/**
 * Visits `page` (already loaded) fully. Returns, per island name, what was opened; islands that
 * appear during the visit (a tab's review form, a fragment's mini cart) are visited in a later
 * round.
 */
export async function fullVisit(page, network) {
  page.context().on('page', (popup) => popup.close().catch(() => {}));
  await page.route('**/*', (route) =>
    route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()
      ? route.abort()
      : route.continue(),
  );
  await scrollToBottom(page, network);
  await page.evaluate(() => window.scrollTo(0, 0));

  const visited = new Map();
  for (let round = 0; round < 3; round++) {
    const names = await page.evaluate(() => [
      ...new Set([...document.querySelectorAll('[data-island]')].map((el) => el.getAttribute('data-island'))),
    ]);
    const fresh = names.filter((name) => !visited.has(name));
    if (fresh.length === 0) break;
    for (const name of fresh) {
      const root = page.locator(`[data-island="${name}"]`).first();
      const did = [];
      try {
        const target = nearestVisible(page, name);
        await target.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT });
        await target.hover(hover);
        did.push('hover');
      } catch {}
      did.push(...(await openAnnounced(page, root)));
      const action = ACTIONS[name];
      if (action) {
        try {
          await action(root);
          did.push('action');
        } catch (error) {
          did.push(`action failed: ${error.message.split('\n')[0]}`);
        }
      }
      visited.set(name, did);
      await network.quiet(300);
    }
  }
  await scrollToBottom(page, network);
  return Object.fromEntries(visited);
}

/** The island's element, or its nearest visible ancestor (the mini cart sits in a closed menu). */
function nearestVisible(page, name) {
  return page
    .locator(`[data-island="${name}"]`)
    .first()
    .locator('xpath=ancestor-or-self::*')
    .filter({ visible: true })
    .last();
}
