import type { Migration } from '../db';

/**
 * The whole shop's schema, modelled on WordPress + WooCommerce: one `posts` table gives posts,
 * pages, products, variations, attachments and subscription packs a shared id space (so a
 * data-postid is unambiguous), with a detail table per kind. Money is integer kuruş
 * (1 TL = 100 kuruş); times are unix seconds, except the *_gmt columns ('YYYY-MM-DD HH:MM:SS').
 */
const sql = /* sql */ `
CREATE TABLE options (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  login TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  display_name TEXT NOT NULL,
  nicename TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL CHECK (role IN ('administrator', 'editor', 'author', 'customer', 'wholesale_customer', 'subscriber', 'vendor')),
  description TEXT NOT NULL DEFAULT '',
  registered_gmt TEXT NOT NULL
);

CREATE TABLE user_meta (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
);

-- type: post | page | product | product_variation | attachment | wpuf_subscription
-- status: publish | draft | pending | private | trash | inherit
CREATE TABLE posts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'publish',
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  excerpt TEXT NOT NULL DEFAULT '',
  author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  parent_id INTEGER REFERENCES posts(id) ON DELETE CASCADE,
  menu_order INTEGER NOT NULL DEFAULT 0,
  comment_status TEXT NOT NULL DEFAULT 'open',
  date_gmt TEXT NOT NULL,
  modified_gmt TEXT NOT NULL
);
CREATE INDEX posts_by_type ON posts (type, status, date_gmt);
CREATE UNIQUE INDEX posts_slug ON posts (type, IFNULL(parent_id, 0), slug);

CREATE TABLE post_meta (
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (post_id, key)
);

-- taxonomy: product_cat | product_tag | category | post_tag | pa_<attribute>
CREATE TABLE terms (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  taxonomy TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  parent_id INTEGER REFERENCES terms(id) ON DELETE SET NULL,
  menu_order INTEGER NOT NULL DEFAULT 0,
  UNIQUE (taxonomy, slug)
);

CREATE TABLE term_meta (
  term_id INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (term_id, key)
);

CREATE TABLE term_relationships (
  object_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  term_id INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (object_id, term_id)
);
CREATE INDEX term_relationships_by_term ON term_relationships (term_id);

-- WooCommerce's global attributes; their terms live in taxonomy 'pa_' || name.
CREATE TABLE attribute_taxonomies (
  name TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'select' CHECK (type IN ('select', 'color', 'button', 'image')),
  order_by TEXT NOT NULL DEFAULT 'menu_order'
);

CREATE TABLE attachments (
  post_id INTEGER PRIMARY KEY REFERENCES posts(id) ON DELETE CASCADE,
  file TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  width INTEGER,
  height INTEGER,
  filesize INTEGER,
  alt TEXT NOT NULL DEFAULT ''
);

-- product_type: simple | variable | variation (a variation's post has type product_variation
-- and its parent_id is the variable product).
CREATE TABLE products (
  post_id INTEGER PRIMARY KEY REFERENCES posts(id) ON DELETE CASCADE,
  product_type TEXT NOT NULL CHECK (product_type IN ('simple', 'variable', 'variation')),
  sku TEXT UNIQUE,
  regular_kurus INTEGER,
  sale_kurus INTEGER,
  sale_from INTEGER,
  sale_to INTEGER,
  -- Demo only: when set, sale_to is moved on every start to the end of (today + this many days),
  -- so the demo always has running deals (and a negative value keeps one expired).
  demo_deal_days INTEGER,
  stock_status TEXT NOT NULL DEFAULT 'instock' CHECK (stock_status IN ('instock', 'outofstock', 'onbackorder')),
  manage_stock INTEGER NOT NULL DEFAULT 0,
  stock_quantity INTEGER,
  backorders TEXT NOT NULL DEFAULT 'no' CHECK (backorders IN ('no', 'notify', 'yes')),
  sold_individually INTEGER NOT NULL DEFAULT 0,
  min_qty INTEGER,
  max_qty INTEGER,
  qty_step INTEGER NOT NULL DEFAULT 1,
  weight_kg REAL,
  length_cm REAL,
  width_cm REAL,
  height_cm REAL,
  virtual INTEGER NOT NULL DEFAULT 0,
  featured INTEGER NOT NULL DEFAULT 0,
  image_id INTEGER REFERENCES posts(id) ON DELETE SET NULL,
  gallery_ids TEXT NOT NULL DEFAULT '[]',
  -- name-your-price: the shopper types the price, within min..max
  nyp INTEGER NOT NULL DEFAULT 0,
  nyp_min_kurus INTEGER,
  nyp_max_kurus INTEGER,
  nyp_suggested_kurus INTEGER,
  size_chart TEXT,
  video_url TEXT,
  total_sales INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX products_on_sale ON products (sale_to) WHERE sale_kurus IS NOT NULL;

-- A product's attributes; name is the taxonomy ('pa_renk') for global attributes, otherwise
-- the label of a custom attribute ('Malzeme'). options: JSON list of term slugs or values.
CREATE TABLE product_attributes (
  product_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_taxonomy INTEGER NOT NULL,
  visible INTEGER NOT NULL DEFAULT 1,
  used_for_variations INTEGER NOT NULL DEFAULT 0,
  options TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (product_id, name)
);

-- A variation's attribute values, keyed like WooCommerce's form fields (attribute_pa_renk,
-- attribute_malzeme). An empty value means "any".
CREATE TABLE variation_attributes (
  variation_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  value TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (variation_id, name)
);

CREATE TABLE product_views (
  product_id INTEGER PRIMARY KEY REFERENCES posts(id) ON DELETE CASCADE,
  views INTEGER NOT NULL DEFAULT 0,
  last_viewed INTEGER
);

-- Comments and product reviews (type 'review' with a 1..5 rating).
CREATE TABLE comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES comments(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  author_name TEXT NOT NULL,
  author_email TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'comment' CHECK (type IN ('comment', 'review')),
  rating INTEGER CHECK (rating BETWEEN 1 AND 5),
  status TEXT NOT NULL DEFAULT 'approved' CHECK (status IN ('approved', 'hold', 'spam', 'trash')),
  date_gmt TEXT NOT NULL
);
CREATE INDEX comments_by_post ON comments (post_id, status);

-- A visitor's session, the server side of the session cookie (WooCommerce's wc_sessions).
-- data: JSON for small things (notices); the cart has its own tables.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  data TEXT NOT NULL DEFAULT '{}',
  chosen_shipping TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);

-- variation: the chosen attributes ({"attribute_pa_renk":"kirmizi"}); custom_price_kurus: the
-- name-your-price amount; data: other cart item data.
CREATE TABLE cart_items (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  item_key TEXT NOT NULL,
  product_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  variation_id INTEGER REFERENCES posts(id) ON DELETE CASCADE,
  variation TEXT NOT NULL DEFAULT '{}',
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  custom_price_kurus INTEGER,
  data TEXT NOT NULL DEFAULT '{}',
  added_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, item_key)
);

CREATE TABLE cart_coupons (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  code TEXT NOT NULL COLLATE NOCASE,
  applied_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, code)
);

-- amount: a percentage for 'percent', kuruş otherwise. scope 'subscription' coupons apply to
-- subscription packs (pack_ids: JSON list; empty = all packs).
CREATE TABLE coupons (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT NOT NULL DEFAULT '',
  discount_type TEXT NOT NULL CHECK (discount_type IN ('percent', 'fixed_cart', 'fixed_product')),
  amount INTEGER NOT NULL,
  minimum_kurus INTEGER,
  maximum_kurus INTEGER,
  expires_at INTEGER,
  usage_limit INTEGER,
  usage_count INTEGER NOT NULL DEFAULT 0,
  individual_use INTEGER NOT NULL DEFAULT 0,
  free_shipping INTEGER NOT NULL DEFAULT 0,
  scope TEXT NOT NULL DEFAULT 'cart' CHECK (scope IN ('cart', 'subscription')),
  pack_ids TEXT NOT NULL DEFAULT '[]'
);

-- One shipping zone (Türkiye); the rate id WooCommerce posts is method_id || ':' || instance_id.
CREATE TABLE shipping_methods (
  instance_id INTEGER PRIMARY KEY,
  method_id TEXT NOT NULL CHECK (method_id IN ('flat_rate', 'free_shipping', 'local_pickup')),
  title TEXT NOT NULL,
  cost_kurus INTEGER NOT NULL DEFAULT 0,
  min_amount_kurus INTEGER,
  enabled INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0
);

-- The front-end forms plugin's subscription packs (posts of type wpuf_subscription).
CREATE TABLE subscription_packs (
  post_id INTEGER PRIMARY KEY REFERENCES posts(id) ON DELETE CASCADE,
  price_kurus INTEGER NOT NULL DEFAULT 0,
  recurring INTEGER NOT NULL DEFAULT 0,
  cycle_interval INTEGER NOT NULL DEFAULT 1,
  cycle_period TEXT NOT NULL DEFAULT 'month' CHECK (cycle_period IN ('day', 'week', 'month', 'year')),
  billing_limit INTEGER,
  trial INTEGER NOT NULL DEFAULT 0,
  trial_duration INTEGER,
  trial_period TEXT CHECK (trial_period IN ('day', 'week', 'month', 'year')),
  post_expiration INTEGER NOT NULL DEFAULT 0,
  expiration_time_value INTEGER,
  expiration_time_type TEXT CHECK (expiration_time_type IN ('day', 'month', 'year')),
  post_limit INTEGER NOT NULL DEFAULT -1,
  featured_limit INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE user_packs (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pack_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled', 'expired')),
  started_at INTEGER NOT NULL,
  expires_at INTEGER,
  coupon_id INTEGER REFERENCES coupons(id) ON DELETE SET NULL,
  PRIMARY KEY (user_id, pack_id)
);

-- Per-visitor product lists of the product-blocks plugin (by session; a login keeps the session).
CREATE TABLE wishlist_items (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, product_id)
);

CREATE TABLE compare_items (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, product_id)
);

CREATE TABLE share_counts (
  post_id INTEGER PRIMARY KEY REFERENCES posts(id) ON DELETE CASCADE,
  count INTEGER NOT NULL DEFAULT 0
);
`;

export const schema: Migration = {
  name: 'schema',
  up: (db) => {
    db.exec(sql);
  },
};
