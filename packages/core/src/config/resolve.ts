import type { ConfigInput, FirsatConfig } from '../configure/index';
import { getOverrides, onConfigure, resetOverrides } from '../configure/index';
import { readBodySettings } from './body-settings';
import { conform } from './conform';
import { DEFAULT_ATTRIBUTION_FIELDS, specDefaults } from './defaults';
import { readJsonScript } from './json-script';
import { mergeLayers } from './merge';
import { readPostBlocks } from './post-blocks';
import { readProductBlocks } from './product-blocks';
import { readWooCommerce } from './woocommerce';
import { readWordPress } from './wordpress';

/** The page's own layers (defaults, globals, JSON script), read once. */
let page: FirsatConfig | null = null;
/** The defaults the page was read over: the shape untyped layers are checked against. */
let shape: FirsatConfig | null = null;
/** The page layers with `configure()` on top; dropped whenever `configure()` is called. */
let resolved: FirsatConfig | null = null;
let listening = false;

/** Runs one reader; a reader that throws on a strange global contributes nothing. */
function safely(read: () => ConfigInput): ConfigInput {
  try {
    return read();
  } catch {
    return {};
  }
}

function readPage(defaults: FirsatConfig): FirsatConfig {
  const json = readJsonScript();
  return mergeLayers(
    defaults,
    safely(readBodySettings),
    safely(readWordPress),
    safely(readPostBlocks),
    safely(readProductBlocks),
    safely(readWooCommerce),
    json ? conform(json, defaults, '#firsat-config') : {},
  );
}

/** Fills the fields that are derived from others when no layer set them. */
function finish(config: FirsatConfig): FirsatConfig {
  if (Object.keys(config.orderAttribution.fields).length === 0) {
    config.orderAttribution = { ...config.orderAttribution, fields: { ...DEFAULT_ATTRIBUTION_FIELDS } };
  }
  if (!config.nonceEndpoint) {
    const joiner = config.ajaxUrl.includes('?') ? '&' : '?';
    config.nonceEndpoint = `${config.ajaxUrl}${joiner}action=rest-nonce`;
  }
  return freeze(config);
}

function freeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) freeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The resolved, read-only configuration. First wins: `configure()` > the
 * `<script type="application/json" id="firsat-config">` > the classic globals and body classes
 * the server prints > SPEC defaults. The page is read once; the result is memoised until the
 * next `configure()`.
 */
export function getConfig(): FirsatConfig {
  if (resolved) return resolved;
  if (!listening) {
    listening = true;
    onConfigure(() => {
      resolved = null;
    });
  }
  shape ??= specDefaults();
  page ??= readPage(shape);
  resolved = finish(mergeLayers(page, conform(getOverrides(), shape, 'configure()')));
  return resolved;
}

/** Tests only: forgets what was read from the page and what `configure()` set. */
export function resetConfig(): void {
  page = null;
  shape = null;
  resolved = null;
  resetOverrides();
}
