<?php
/**
 * Deleting the plugin deletes its options. Nothing else was stored.
 *
 * @package Firsat
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'firsat_groups' );
delete_option( 'firsat_keep_jquery' );
delete_option( 'firsat_assets_url' );
