<?php
/**
 * Settings → Fırsat: which plugins' scripts are replaced, jQuery, where the built files are
 * served from. Every setting is an option, and every option has a filter (includes/scripts.php).
 *
 * @package Firsat
 */

defined( 'ABSPATH' ) || exit;

/** Hooks the settings screen, its link on the Plugins screen and the missing-build notice. */
function firsat_settings_init() {
	add_action( 'admin_menu', 'firsat_settings_menu' );
	add_action( 'admin_init', 'firsat_settings_register' );
	add_filter( 'plugin_action_links_' . plugin_basename( FIRSAT_PLUGIN_FILE ), 'firsat_settings_link' );
	add_action( 'admin_notices', 'firsat_missing_build_notice' );
}

/** Adds Settings → Fırsat. */
function firsat_settings_menu() {
	add_options_page( 'Fırsat', 'Fırsat', 'manage_options', 'firsat', 'firsat_settings_page' );
}

/**
 * The "Settings" link on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function firsat_settings_link( $links ) {
	$url = admin_url( 'options-general.php?page=firsat' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'firsat' ) . '</a>' );
	return $links;
}

/** Registers the three options with their sanitizers. */
function firsat_settings_register() {
	register_setting(
		'firsat',
		'firsat_groups',
		array(
			'type'              => 'array',
			'sanitize_callback' => 'firsat_sanitize_groups',
			'default'           => firsat_default_groups(),
		)
	);
	register_setting(
		'firsat',
		'firsat_keep_jquery',
		array(
			'type'              => 'string',
			'sanitize_callback' => 'firsat_sanitize_flag',
			'default'           => '1',
		)
	);
	register_setting(
		'firsat',
		'firsat_assets_url',
		array(
			'type'              => 'string',
			'sanitize_callback' => 'esc_url_raw',
			'default'           => '',
		)
	);
}

/**
 * Keeps only known group keys.
 *
 * @param mixed $value Submitted value.
 * @return string[]
 */
function firsat_sanitize_groups( $value ) {
	$known = array_keys( firsat_script_groups() );
	return array_values( array_intersect( $known, is_array( $value ) ? $value : array() ) );
}

/**
 * '1' or '0'.
 *
 * @param mixed $value Submitted value.
 * @return string
 */
function firsat_sanitize_flag( $value ) {
	return empty( $value ) ? '0' : '1';
}

/** The settings screen. */
function firsat_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$labels  = array(
		'woocommerce'    => __( 'WooCommerce (cart, product page, checkout, order attribution)', 'firsat' ),
		'product-blocks' => __( 'Product blocks (wopb-*: grids, filters, compare, wishlist, quick view)', 'firsat' ),
		'post-blocks'    => __( 'Post blocks (ultp-*: grids, filters, search, video, dark mode, sliders, ticker, contents, share) — not PostX\'s menu, gallery, tab, accordion and sticky-row blocks: leave this off if your pages use them', 'firsat' ),
		'forms'          => __( 'Front-end forms (wpuf-*) — firsat.js has no form islands yet', 'firsat' ),
	);
	$groups  = firsat_script_groups();
	$enabled = firsat_enabled_groups();
	?>
	<div class="wrap">
		<h1>Fırsat</h1>
		<p><?php esc_html_e( 'Fırsat loads firsat.js as one module script and removes the classic scripts of the plugins ticked below. Their markup, their styles and the config globals they print stay.', 'firsat' ); ?></p>
		<form action="options.php" method="post">
			<?php settings_fields( 'firsat' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><?php esc_html_e( 'Replace the scripts of', 'firsat' ); ?></th>
					<td><fieldset>
					<?php foreach ( $groups as $key => $handles ) : ?>
						<label>
							<input type="checkbox" name="firsat_groups[]" value="<?php echo esc_attr( $key ); ?>" <?php checked( in_array( $key, $enabled, true ) ); ?>>
							<?php echo esc_html( isset( $labels[ $key ] ) ? $labels[ $key ] : $key ); ?>
						</label>
						<p class="description"><code><?php echo esc_html( implode( ', ', (array) $handles ) ); ?></code></p>
					<?php endforeach; ?>
					</fieldset></td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'jQuery', 'firsat' ); ?></th>
					<td>
						<input type="hidden" name="firsat_keep_jquery" value="0">
						<label>
							<input type="checkbox" name="firsat_keep_jquery" value="1" <?php checked( firsat_keep_jquery() ); ?>>
							<?php esc_html_e( 'Keep jQuery on the page (the theme and other plugins may need it; the islands do not).', 'firsat' ); ?>
						</label>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="firsat_assets_url"><?php esc_html_e( 'Serve the files from', 'firsat' ); ?></label></th>
					<td>
						<input type="url" class="regular-text code" id="firsat_assets_url" name="firsat_assets_url" value="<?php echo esc_attr( (string) get_option( 'firsat_assets_url', '' ) ); ?>" placeholder="https://cdn.example.com/firsat/<?php echo esc_attr( FIRSAT_VERSION ); ?>/">
						<p class="description">
						<?php
						printf(
							/* translators: %s: the URL firsat.js is loaded from now. */
							esc_html__( 'Empty: the plugin\'s own build folder. Now: %s', 'firsat' ),
							'<code>' . esc_html( firsat_assets_url() . 'firsat.js' ) . '</code>'
						);
						?>
						</p>
					</td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}

/** Warns when the plugin was installed without its built files (nothing is replaced then). */
function firsat_missing_build_notice() {
	if ( ! current_user_can( 'activate_plugins' ) || firsat_has_build() ) {
		return;
	}
	echo '<div class="notice notice-error"><p>';
	echo esc_html(
		sprintf(
			/* translators: %s: folder path. */
			__( 'Fırsat: the built files are missing (%s), so the classic scripts stay. Install the plugin from its release zip, or set a CDN folder in Settings → Fırsat.', 'firsat' ),
			'build/' . FIRSAT_VERSION . '/firsat.js'
		)
	);
	echo '</p></div>';
}
