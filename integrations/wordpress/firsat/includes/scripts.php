<?php
/**
 * The swap: firsat.js in, the classic scripts out, their config globals kept.
 *
 * How a classic script is removed: its handle stays registered (so everything that depends on
 * it still prints, and WordPress still prints its `<script id="<handle>-js-extra">` with the
 * `wp_localize_script()` globals and its inline before/after scripts), but its source becomes
 * `false`. WordPress treats a handle without a source as an alias: it prints the handle's data
 * and no `<script src>`. Nothing in the other plugins is changed, so deactivating Fırsat brings
 * every classic script back.
 *
 * @package Firsat
 */

defined( 'ABSPATH' ) || exit;

/**
 * The classic script handles, by plugin. A group is replaced when it is turned on (the option
 * `firsat_groups`, Settings → Fırsat). Filter: `firsat_script_groups`.
 *
 * `woocommerce` and `product-blocks` are on by default: the islands take over everything those
 * scripts do. `post-blocks` is off by default: firsat.js has the post blocks' islands (grids,
 * filters, search, video, dark mode, sliders, ticker, contents, share), but PostX's one script
 * also runs its menu, gallery, tab, accordion and sticky-row blocks, which firsat does not cover:
 * an owner whose pages use none of those turns it on. `forms` is off by default: its islands are
 * not in firsat.js yet.
 *
 * @return array<string, string[]> group key => script handles.
 */
function firsat_script_groups() {
	$groups = array(
		'woocommerce'    => array(
			// wc_add_to_cart_params, woocommerce_params, wc_cart_fragments_params, ….
			'woocommerce',
			'wc-add-to-cart',
			'wc-add-to-cart-variation',
			'wc-cart-fragments',
			'wc-single-product',
			'wc-cart',
			'wc-checkout',
			'wc-order-attribution',
			'sourcebuster-js',
			// The libraries those scripts use (the gallery, zoom, viewer, block UI, cookies),
			// by their classic names and by the wc- names of WooCommerce 10.3+.
			'flexslider',
			'zoom',
			'photoswipe',
			'photoswipe-ui-default',
			'jquery-blockui',
			'js-cookie',
			'wc-flexslider',
			'wc-zoom',
			'wc-photoswipe',
			'wc-photoswipe-ui-default',
			'wc-jquery-blockui',
			'wc-js-cookie',
		),
		'product-blocks' => array(
			// wopb_core, wopb_compare, wopb_wishlist, wopb_quickview; wopb_currency_switcher (pro).
			'wopb-script',
			'wopb-slick-script',
			'wopb-flexmenu-script',
			'wopb-filter-script',
			'wopb-compare',
			'wopb-wishlist',
			'wopb-quickview',
			'wopb-currency-switcher',
			'wopb-variation-swatches',
		),
		'post-blocks'    => array(
			// ultp_data_frontend.
			'ultp-script',
		),
		'forms'          => array(
			// wpuf_frontend, wpuf_upload, ajax_object, wpuf_subscription.
			'wpuf-frontend-form',
			'wpuf-upload',
			'wpuf-billing-address',
			'wpuf-subscriptions',
			'wpuf-sweetalert2',
		),
	);

	/**
	 * Filters the classic script handles Fırsat can replace, by plugin.
	 *
	 * @param array<string, string[]> $groups group key => script handles.
	 */
	return (array) apply_filters( 'firsat_script_groups', $groups );
}

/**
 * The groups replaced when the owner has not chosen.
 *
 * @return string[]
 */
function firsat_default_groups() {
	return array( 'woocommerce', 'product-blocks' );
}

/**
 * The groups turned on (option `firsat_groups`).
 *
 * @return string[]
 */
function firsat_enabled_groups() {
	$groups = get_option( 'firsat_groups', firsat_default_groups() );
	return is_array( $groups ) ? array_values( array_filter( $groups, 'is_string' ) ) : firsat_default_groups();
}

/**
 * The handles whose `<script src>` is removed on this request (their data stays printed).
 *
 * @return string[]
 */
function firsat_replaced_scripts() {
	$groups  = firsat_script_groups();
	$handles = array();
	foreach ( firsat_enabled_groups() as $group ) {
		if ( isset( $groups[ $group ] ) ) {
			$handles = array_merge( $handles, (array) $groups[ $group ] );
		}
	}

	/**
	 * Filters the classic script handles whose source Fırsat removes. Their localized data
	 * (`-js-extra`) and inline scripts are still printed.
	 *
	 * @param string[] $handles Script handles.
	 */
	$handles = (array) apply_filters( 'firsat_replaced_scripts', $handles );
	return array_values( array_unique( array_filter( $handles, 'is_string' ) ) );
}

/**
 * Whether jQuery stays on the page (option `firsat_keep_jquery`, default yes; filter
 * `firsat_keep_jquery`). The islands do not need it; the theme and other plugins may.
 *
 * @return bool
 */
function firsat_keep_jquery() {
	$keep = '0' !== (string) get_option( 'firsat_keep_jquery', '1' );

	/**
	 * Filters whether jQuery (`jquery`, `jquery-core`, `jquery-migrate`) stays on the page.
	 *
	 * @param bool $keep True to keep jQuery.
	 */
	return (bool) apply_filters( 'firsat_keep_jquery', $keep );
}

/**
 * The URL of the folder that holds firsat.js, with a trailing slash: the constant
 * `FIRSAT_ASSETS_URL`, else the option `firsat_assets_url`, else the plugin's own
 * `build/<version>/`. Filter: `firsat_assets_url`.
 *
 * @return string
 */
function firsat_assets_url() {
	$url = '';
	if ( defined( 'FIRSAT_ASSETS_URL' ) && FIRSAT_ASSETS_URL ) {
		$url = (string) FIRSAT_ASSETS_URL;
	} elseif ( get_option( 'firsat_assets_url', '' ) ) {
		$url = (string) get_option( 'firsat_assets_url', '' );
	} else {
		$url = plugins_url( 'build/' . FIRSAT_VERSION . '/', FIRSAT_PLUGIN_FILE );
	}

	/**
	 * Filters the URL of the folder holding firsat.js, islands/ and chunks/ (a CDN, for
	 * example). The folder's files must be those of this plugin's version.
	 *
	 * @param string $url Folder URL.
	 */
	return trailingslashit( (string) apply_filters( 'firsat_assets_url', $url ) );
}

/**
 * Whether the built files are there: served from elsewhere (a CDN) they are assumed to be;
 * served from the plugin, build/<version>/firsat.js must exist. Without them nothing is
 * replaced, so a plugin copied without its build leaves the site as it was.
 *
 * @return bool
 */
function firsat_has_build() {
	$local = plugins_url( 'build/' . FIRSAT_VERSION . '/', FIRSAT_PLUGIN_FILE );
	if ( firsat_assets_url() !== trailingslashit( $local ) ) {
		return true;
	}
	return file_exists( dirname( FIRSAT_PLUGIN_FILE ) . '/build/' . FIRSAT_VERSION . '/firsat.js' );
}

/**
 * Whether Fırsat works on this request: a front-end page, the build present, and the
 * `firsat_enabled` filter not saying no.
 *
 * @return bool
 */
function firsat_is_active() {
	if ( is_admin() || ! firsat_has_build() ) {
		return false;
	}

	/**
	 * Filters whether Fırsat replaces the classic scripts on this request.
	 *
	 * @param bool $enabled True to load firsat.js and remove the classic scripts.
	 */
	return (bool) apply_filters( 'firsat_enabled', true );
}

/**
 * Enqueues firsat.js as a module: through the script-module API where WordPress has it (6.5+),
 * otherwise as a classic script whose tag `firsat_module_tag()` makes `type="module"`.
 */
function firsat_enqueue_loader() {
	if ( ! firsat_is_active() ) {
		return;
	}
	$GLOBALS['firsat_loader_enqueued'] = true;
	$src                               = firsat_assets_url() . 'firsat.js';
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( 'firsat', $src, array(), FIRSAT_VERSION );
		return;
	}
	// Before 6.5: a module script is deferred by nature, so the head costs nothing and lets
	// the browser start the download early.
	wp_enqueue_script( 'firsat', $src, array(), FIRSAT_VERSION, false );
}

/**
 * The handles turned into aliases on this request: the replaced scripts, and jQuery when it
 * is turned off.
 *
 * @return string[]
 */
function firsat_handles_to_empty() {
	$handles = firsat_replaced_scripts();
	if ( ! firsat_keep_jquery() ) {
		$handles = array_merge( $handles, array( 'jquery', 'jquery-core', 'jquery-migrate' ) );
	}
	return $handles;
}

/**
 * WordPress libraries that the replaced scripts pull in only for their own use: a replaced
 * handle stops depending on them, so they print only where something else still needs them.
 * Filter: `firsat_dropped_dependencies`. (`wp-api-fetch` is not one of them: its nonce
 * middleware is where the islands find the REST nonce.)
 *
 * @return string[]
 */
function firsat_dropped_dependencies() {
	/**
	 * Filters the dependencies removed from the replaced handles.
	 *
	 * @param string[] $handles Script handles.
	 */
	return (array) apply_filters( 'firsat_dropped_dependencies', array( 'wp-util', 'underscore' ) );
}

/**
 * Turns every replaced handle into an alias (no source): WordPress still prints its localized
 * data and inline scripts, and its dependencies, but no `<script src>`. Runs before the head's
 * and the footer's scripts are printed.
 */
function firsat_swap_scripts() {
	if ( empty( $GLOBALS['firsat_loader_enqueued'] ) ) {
		return;
	}
	$scripts  = wp_scripts();
	$replaced = firsat_replaced_scripts();
	$dropped  = firsat_dropped_dependencies();
	foreach ( firsat_handles_to_empty() as $handle ) {
		if ( ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$script      = $scripts->registered[ $handle ];
		$script->src = false;
		// Translations are for the removed code (and would call wp.i18n, which may be gone).
		$script->textdomain = null;
		if ( in_array( $handle, $replaced, true ) ) {
			$script->deps = array_values( array_diff( (array) $script->deps, $dropped ) );
		}
	}
}

/**
 * A second guard: a replaced handle registered again after the swap (a late
 * wp_deregister_script() + wp_register_script()) still prints no `<script src>`.
 *
 * @param string $src    Script URL.
 * @param string $handle Script handle.
 * @return string|false
 */
function firsat_drop_replaced_src( $src, $handle ) {
	if ( empty( $GLOBALS['firsat_loader_enqueued'] ) || 'firsat' === $handle ) {
		return $src;
	}
	return in_array( $handle, firsat_handles_to_empty(), true ) ? false : $src;
}

/**
 * Before WordPress 6.5: makes firsat.js's classic tag a module tag (`type="module"`, any
 * `type='text/javascript'` removed). Only the tag with the src is changed.
 *
 * @param string $tag    The printed tag(s).
 * @param string $handle Script handle.
 * @return string
 */
function firsat_module_tag( $tag, $handle ) {
	if ( 'firsat' !== $handle ) {
		return $tag;
	}
	return preg_replace_callback(
		'/<script\b[^>]*\ssrc=[^>]*>/',
		static function ( $match ) {
			$open = preg_replace( '/\stype=([\'"])[^\'"]*\1/', '', $match[0] );
			return preg_replace( '/^<script\b/', '<script type="module"', $open );
		},
		$tag,
		1
	);
}
