import type { Migration } from '../db';

/** A small flag as an inline SVG (the plugin hotlinks PNGs from GitHub; the demo serves none). */
const svg = (body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">${body}</svg>`)}`;

const FLAGS = {
  TRY: svg(
    '<rect width="30" height="20" fill="#e30a17"/><circle cx="11" cy="10" r="5" fill="#fff"/><circle cx="12.25" cy="10" r="4" fill="#e30a17"/><path fill="#fff" d="m16.2 10 3.7-1.2-2.3 3.1V8.1l2.3 3.1z"/>',
  ),
  USD: svg(
    '<rect width="30" height="20" fill="#fff"/><path stroke="#b22234" stroke-width="1.54" d="M0 .77h30M0 3.85h30M0 6.92h30M0 10h30M0 13.08h30M0 16.15h30M0 19.23h30"/><rect width="12" height="10.77" fill="#3c3b6e"/>',
  ),
  EUR: svg(
    '<rect width="30" height="20" fill="#039"/><g fill="#fc0"><circle cx="15" cy="4" r=".9"/><circle cx="18" cy="4.8" r=".9"/><circle cx="20.2" cy="7" r=".9"/><circle cx="21" cy="10" r=".9"/><circle cx="20.2" cy="13" r=".9"/><circle cx="18" cy="15.2" r=".9"/><circle cx="15" cy="16" r=".9"/><circle cx="12" cy="15.2" r=".9"/><circle cx="9.8" cy="13" r=".9"/><circle cx="9" cy="10" r=".9"/><circle cx="9.8" cy="7" r=".9"/><circle cx="12" cy="4.8" r=".9"/></g>',
  ),
};

/**
 * The currency switcher's currencies (issue 21, product-blocks.md §12): the store's own (TRY,
 * rate 1, the default) and two more with a rate against it — `rate` units of the currency buy
 * one lira, as the pro addon's list keeps them. `symbol` is the HTML
 * get_woocommerce_currency_symbol() prints; `position` WooCommerce's four; `flag` a small inline
 * image. `visitor_currencies` keeps each visitor's choice by session — per visitor, where pro
 * 2.1.1 writes one site-wide option (`wopb_current_currency`) so one shopper's choice changed
 * every shopper's prices.
 */
export const currencies: Migration = {
  name: 'currencies',
  up: (db) => {
    db.exec(`
CREATE TABLE currencies (
  code TEXT PRIMARY KEY CHECK (length(code) = 3 AND code = upper(code)),
  name TEXT NOT NULL,
  symbol TEXT NOT NULL,
  position TEXT NOT NULL CHECK (position IN ('left', 'left_space', 'right', 'right_space')),
  decimals INTEGER NOT NULL CHECK (decimals BETWEEN 0 AND 4),
  -- how many units of this currency one lira buys, as a decimal string (exact arithmetic)
  rate TEXT NOT NULL,
  flag TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  position_in_list INTEGER NOT NULL
);
CREATE TABLE visitor_currencies (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  code TEXT NOT NULL REFERENCES currencies(code) ON DELETE CASCADE
);
`);
    const insert = db.prepare(
      'INSERT INTO currencies (code, name, symbol, position, decimals, rate, flag, is_default, position_in_list) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    insert.run('TRY', 'Türk lirası', '&#8378;', 'right_space', 2, '1', FLAGS.TRY, 1, 1);
    insert.run('USD', 'ABD doları', '&#36;', 'left', 2, '0.0235', FLAGS.USD, 0, 2);
    insert.run('EUR', 'Euro', '&euro;', 'left', 2, '0.0203', FLAGS.EUR, 0, 3);
  },
};
