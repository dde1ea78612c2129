<?php
/**
 * Plugin Name:       Fırsat
 * Plugin URI:        https://github.com/firsat/firsat
 * Description:       Replaces the jQuery front-end scripts of WooCommerce and the product-blocks plugin (and, when turned on, post-blocks and the front-end forms plugin) with the Fırsat islands: one module script, firsat.js. The plugins' markup, styles and config globals stay as they are.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Fırsat
 * License:           MIT
 * Text Domain:       firsat
 *
 * @package Firsat
 */

defined( 'ABSPATH' ) || exit;

/** The plugin's version: the ?ver= of firsat.js and the folder of the built files (build/<version>/). */
define( 'FIRSAT_VERSION', '0.1.0' );
define( 'FIRSAT_PLUGIN_FILE', __FILE__ );

require_once __DIR__ . '/includes/scripts.php';
require_once __DIR__ . '/includes/settings.php';

add_action( 'wp_enqueue_scripts', 'firsat_enqueue_loader', 20 );
// Handles are swapped just before WordPress prints them, so scripts a shortcode or a block
// enqueues while the page renders are caught too (the footer pass).
add_action( 'wp_print_scripts', 'firsat_swap_scripts', 1 );
add_action( 'wp_print_footer_scripts', 'firsat_swap_scripts', 1 );
add_filter( 'script_loader_src', 'firsat_drop_replaced_src', 99, 2 );
add_filter( 'script_loader_tag', 'firsat_module_tag', 10, 2 );

if ( is_admin() ) {
	firsat_settings_init();
}
