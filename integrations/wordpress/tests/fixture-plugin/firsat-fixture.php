<?php
/**
 * Plugin Name: Fırsat test fixture
 * Description: Registers the classic script handles of WooCommerce, product-blocks, post-blocks and the forms plugin with their real names, dependencies and localized data (as the real plugins do), every source a stand-in that records it ran; prints a header mini cart and a deal countdown.
 * Version:     1.0.0
 *
 * @package FirsatFixture
 */

defined( 'ABSPATH' ) || exit;

add_action( 'wp_enqueue_scripts', 'firsat_fixture_scripts' );
add_action( 'wp_body_open', 'firsat_fixture_markup' );

/**
 * The handles as the plugins register them (WooCommerce 10.0.2, product-blocks 4.4.23,
 * post-blocks 5.0.31, WP User Frontend 4.3.10), all enqueued in the footer.
 */
function firsat_fixture_scripts() {
	$js   = plugins_url( 'classic.js', __FILE__ );
	$ajax = admin_url( 'admin-ajax.php', 'relative' );
	$wc   = '/?wc-ajax=%%endpoint%%';
	$hash = md5( home_url() );

	$scripts = array(
		// handle => array( deps, version ).
		'jquery-blockui'           => array( array( 'jquery' ), '2.7.0-wc.10.0.2' ),
		'js-cookie'                => array( array(), '2.1.4-wc.10.0.2' ),
		'wc-add-to-cart'           => array( array( 'jquery', 'jquery-blockui' ), '10.0.2' ),
		'woocommerce'              => array( array( 'jquery', 'jquery-blockui', 'js-cookie' ), '10.0.2' ),
		'wc-cart-fragments'        => array( array( 'jquery', 'js-cookie' ), '10.0.2' ),
		'flexslider'               => array( array( 'jquery' ), '2.7.2-wc.10.0.2' ),
		'zoom'                     => array( array( 'jquery' ), '1.7.21-wc.10.0.2' ),
		'photoswipe'               => array( array(), '4.1.1-wc.10.0.2' ),
		'photoswipe-ui-default'    => array( array( 'photoswipe' ), '4.1.1-wc.10.0.2' ),
		'wc-add-to-cart-variation' => array( array( 'jquery', 'wp-util', 'jquery-blockui' ), '10.0.2' ),
		'wc-single-product'        => array( array( 'jquery' ), '10.0.2' ),
		'wc-cart'                  => array( array( 'jquery', 'woocommerce' ), '10.0.2' ),
		'wc-checkout'              => array( array( 'jquery', 'woocommerce' ), '10.0.2' ),
		'sourcebuster-js'          => array( array(), '10.0.2' ),
		'wc-order-attribution'     => array( array( 'sourcebuster-js' ), '10.0.2' ),
		'wopb-slick-script'        => array( array( 'jquery' ), '4.4.23' ),
		'wopb-flexmenu-script'     => array( array( 'jquery' ), '4.4.23' ),
		'wopb-script'              => array( array( 'jquery', 'wp-api-fetch', 'wopb-slick-script', 'wopb-flexmenu-script' ), '4.4.23' ),
		'wopb-filter-script'       => array( array( 'jquery' ), '4.4.23' ),
		'wopb-compare'             => array( array( 'jquery' ), '4.4.23' ),
		'wopb-wishlist'            => array( array( 'jquery' ), '4.4.23' ),
		'wopb-quickview'           => array( array( 'jquery' ), '4.4.23' ),
		'wopb-currency-switcher'   => array( array( 'jquery' ), '2.1.1' ),
		'ultp-script'              => array( array( 'jquery', 'wp-api-fetch' ), '5.0.31' ),
		'wpuf-frontend-form'       => array( array( 'jquery' ), '4.3.10' ),
		'wpuf-upload'              => array( array( 'jquery' ), '4.3.10' ),
		'wpuf-sweetalert2'         => array( array(), '11.4.8' ),
	);
	foreach ( $scripts as $handle => $args ) {
		wp_register_script( $handle, add_query_arg( 'handle', $handle, $js ), $args[0], $args[1], true );
	}

	$globals = array(
		'wc-add-to-cart'           => array(
			'wc_add_to_cart_params',
			array(
				'ajax_url'                => $ajax,
				'wc_ajax_url'             => $wc,
				'i18n_view_cart'          => 'Sepeti görüntüle',
				'cart_url'                => home_url( '/sepet/' ),
				'is_cart'                 => '',
				'cart_redirect_after_add' => 'no',
			),
		),
		'woocommerce'              => array(
			'woocommerce_params',
			array(
				'ajax_url'           => $ajax,
				'wc_ajax_url'        => $wc,
				'i18n_password_show' => 'Parolayı göster',
				'i18n_password_hide' => 'Parolayı gizle',
			),
		),
		'wc-cart-fragments'        => array(
			'wc_cart_fragments_params',
			array(
				'ajax_url'        => $ajax,
				'wc_ajax_url'     => $wc,
				'cart_hash_key'   => 'wc_cart_hash_' . $hash,
				'fragment_name'   => 'wc_fragments_' . $hash,
				'request_timeout' => '5000',
			),
		),
		'wc-add-to-cart-variation' => array(
			'wc_add_to_cart_variation_params',
			array(
				'wc_ajax_url'                      => $wc,
				'i18n_no_matching_variations_text' => 'Üzgünüz, seçiminizle eşleşen ürün yok.',
				'i18n_make_a_selection_text'       => 'Lütfen ürün seçeneklerini belirleyin.',
				'i18n_unavailable_text'            => 'Üzgünüz, bu ürün mevcut değil.',
			),
		),
		'wc-single-product'        => array(
			'wc_single_product_params',
			array(
				'i18n_required_rating_text' => 'Lütfen bir oy seçin',
				'review_rating_required'    => 'yes',
				'zoom_enabled'              => '1',
				'photoswipe_enabled'        => '1',
				'flexslider_enabled'        => '1',
			),
		),
		'wc-cart'                  => array(
			'wc_cart_params',
			array(
				'ajax_url'                     => $ajax,
				'wc_ajax_url'                  => $wc,
				'update_shipping_method_nonce' => wp_create_nonce( 'update-shipping-method' ),
				'apply_coupon_nonce'           => wp_create_nonce( 'apply-coupon' ),
				'remove_coupon_nonce'          => wp_create_nonce( 'remove-coupon' ),
			),
		),
		'wc-checkout'              => array(
			'wc_checkout_params',
			array(
				'ajax_url'                  => $ajax,
				'wc_ajax_url'               => $wc,
				'update_order_review_nonce' => wp_create_nonce( 'update-order-review' ),
				'apply_coupon_nonce'        => wp_create_nonce( 'apply-coupon' ),
				'remove_coupon_nonce'       => wp_create_nonce( 'remove-coupon' ),
				'option_guest_checkout'     => 'yes',
				'checkout_url'              => '/?wc-ajax=checkout',
				'is_checkout'               => '',
				'debug_mode'                => '',
			),
		),
		'wc-order-attribution'     => array(
			'wc_order_attribution',
			array(
				'params' => array(
					'lifetime'      => 1.0e-5,
					'session'       => 30,
					'base64'        => false,
					'ajaxurl'       => admin_url( 'admin-ajax.php' ),
					'prefix'        => 'wc_order_attribution_',
					'allowTracking' => true,
				),
				'fields' => array(
					'source_type' => 'current.typ',
					'referrer'    => 'current_add.rf',
				),
			),
		),
		'wopb-script'              => array(
			'wopb_core',
			array(
				'url'               => plugins_url( '/', __FILE__ ),
				'ajax'              => admin_url( 'admin-ajax.php' ),
				'security'          => wp_create_nonce( 'wopb-nonce' ),
				'currency_symbol'   => '₺',
				'currency_position' => 'right_space',
				'rest'              => rest_url(),
				'page_id'           => get_queried_object_id(),
				'ajax_pagination'   => '/?wc-ajax=wopb_pagination',
				'ajax_load_more'    => '/?wc-ajax=wopb_load_more',
				'ajax_filter'       => '/?wc-ajax=wopb_filter',
			),
		),
		'wopb-compare'             => array(
			'wopb_compare',
			array(
				'ajax'     => admin_url( 'admin-ajax.php' ),
				'security' => wp_create_nonce( 'wopb-nonce' ),
			),
		),
		'wopb-wishlist'            => array(
			'wopb_wishlist',
			array(
				'ajax'          => admin_url( 'admin-ajax.php' ),
				'security'      => wp_create_nonce( 'wopb-nonce' ),
				'emptyWishlist' => '',
			),
		),
		'wopb-quickview'           => array(
			'wopb_quickview',
			array(
				'ajax'                    => admin_url( 'admin-ajax.php' ),
				'security'                => wp_create_nonce( 'wopb-nonce' ),
				'isVariationSwitchActive' => 'false',
			),
		),
		'wopb-currency-switcher'   => array(
			'wopb_currency_switcher',
			array(
				'ajax'     => admin_url( 'admin-ajax.php' ),
				'security' => wp_create_nonce( 'wopb-nonce' ),
			),
		),
		'ultp-script'              => array(
			'ultp_data_frontend',
			array(
				'url'             => plugins_url( '/', __FILE__ ),
				'active'          => '',
				'ultpSavedDLMode' => 'ultplight',
				'ajax'            => admin_url( 'admin-ajax.php' ),
				'security'        => wp_create_nonce( 'ultp-nonce' ),
				'home_url'        => home_url(),
				'dark_logo'       => '',
			),
		),
		'wpuf-frontend-form'       => array(
			'wpuf_frontend',
			array(
				'asset_url'     => plugins_url( 'assets', __FILE__ ),
				'ajaxurl'       => admin_url( 'admin-ajax.php' ),
				'error_message' => 'Devam etmek için lütfen hataları düzeltin',
				'nonce'         => wp_create_nonce( 'wpuf_nonce' ),
			),
		),
		'wpuf-upload'              => array(
			'wpuf_upload',
			array(
				'confirmMsg' => 'Emin misiniz?',
				'ajaxurl'    => admin_url( 'admin-ajax.php' ),
				'nonce'      => wp_create_nonce( 'wpuf_nonce' ),
			),
		),
	);
	foreach ( $globals as $handle => $global ) {
		wp_localize_script( $handle, $global[0], $global[1] );
	}
	// An inline script after a replaced handle, as plugins add them: it must stay printed.
	wp_add_inline_script( 'wc-single-product', 'window.__fixtureInlineAfter = true;' );

	foreach ( array_keys( $scripts ) as $handle ) {
		wp_enqueue_script( $handle );
	}
}

/** The header's mini cart (empty cart) and a product-blocks deal countdown ending in 10 days. */
function firsat_fixture_markup() {
	$date = gmdate( 'Y/m/d', time() + 10 * DAY_IN_SECONDS );
	?>
	<header class="site-header">
		<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content">

	<p class="woocommerce-mini-cart__empty-message">Sepetinizde ürün bulunmuyor.</p>


</div></div>
	</header>
	<div class="wopb-product-deals" data-date="<?php echo esc_attr( $date ); ?>"><div class="wopb-deals-date"><strong class="wopb-deals-counter-days">00</strong><span class="wopb-deals-periods">Gün</span></div><div class="wopb-deals-hour"><strong class="wopb-deals-counter-hours">00</strong><span class="wopb-deals-periods">Saat</span></div><div class="wopb-deals-minute"><strong class="wopb-deals-counter-minutes">00</strong><span class="wopb-deals-periods">Dakika</span></div><div class="wopb-deals-seconds"><strong class="wopb-deals-counter-seconds">00</strong><span class="wopb-deals-periods">Saniye</span></div></div>
	<?php
}
