<?php
/**
 * The test's WP-CLI, in one file (WP-CLI itself is not a Debian package of bookworm):
 *
 *   php wp-setup.php install                       installs WordPress, the fixture theme
 *   php wp-setup.php activate <plugin file>        activates a plugin (e.g. firsat/firsat.php)
 *   php wp-setup.php deactivate <plugin file>
 *   php wp-setup.php option <name> <json value>    update_option( name, json_decode( value ) )
 *   php wp-setup.php delete-option <name>
 *
 * Environment: FIRSAT_WP_DIR (the site's folder) and FIRSAT_WP_URL (its address).
 *
 * @package FirsatTests
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$firsat_dir  = getenv( 'FIRSAT_WP_DIR' );
$firsat_url  = getenv( 'FIRSAT_WP_URL' );
$firsat_args = array_slice( $argv, 1 );
$firsat_cmd  = array_shift( $firsat_args );
if ( ! $firsat_dir || ! $firsat_url || ! $firsat_cmd ) {
	fwrite( STDERR, "usage: FIRSAT_WP_DIR=… FIRSAT_WP_URL=… php wp-setup.php <command> …\n" );
	exit( 2 );
}

$firsat_parts           = firsat_parse_url_cli( $firsat_url );
$_SERVER['HTTP_HOST']   = $firsat_parts['host'];
$_SERVER['SERVER_NAME'] = $firsat_parts['name'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = $firsat_parts['port'];

if ( 'install' === $firsat_cmd ) {
	define( 'WP_INSTALLING', true );
}
require $firsat_dir . '/wp-load.php';

switch ( $firsat_cmd ) {
	case 'install':
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$firsat_result = wp_install( 'Fırsat test', 'yonetici', 'yonetici@example.test', false, '', 'yonetici123', 'tr_TR' );
		if ( is_wp_error( $firsat_result ) ) {
			fwrite( STDERR, $firsat_result->get_error_message() . "\n" );
			exit( 1 );
		}
		switch_theme( 'firsat-fixture' );
		echo "installed\n";
		break;
	case 'activate':
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$firsat_result = activate_plugin( $firsat_args[0] );
		if ( is_wp_error( $firsat_result ) ) {
			fwrite( STDERR, $firsat_result->get_error_message() . "\n" );
			exit( 1 );
		}
		echo "activated {$firsat_args[0]}\n";
		break;
	case 'deactivate':
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		deactivate_plugins( $firsat_args[0] );
		echo "deactivated {$firsat_args[0]}\n";
		break;
	case 'option':
		update_option( $firsat_args[0], json_decode( $firsat_args[1], true ) );
		echo "option {$firsat_args[0]} = {$firsat_args[1]}\n";
		break;
	case 'delete-option':
		delete_option( $firsat_args[0] );
		echo "option {$firsat_args[0]} deleted\n";
		break;
	default:
		fwrite( STDERR, "unknown command {$firsat_cmd}\n" );
		exit( 2 );
}

/**
 * Host (with port), name and port of a URL, before WordPress is loaded.
 *
 * @param string $url The site's address.
 * @return array{host: string, name: string, port: string}
 */
function firsat_parse_url_cli( $url ) {
	$parts = parse_url( $url ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url
	$port  = isset( $parts['port'] ) ? (string) $parts['port'] : '80';
	return array(
		'host' => $parts['host'] . ( isset( $parts['port'] ) ? ':' . $port : '' ),
		'name' => $parts['host'],
		'port' => $port,
	);
}
