<?php
/**
 * The only template. No `html5` support for 'script' is declared, so WordPress 6.1 prints
 * type='text/javascript' on every tag, the case firsat's module-tag filter must clean.
 *
 * @package FirsatFixtureTheme
 */

?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<link rel="icon" href="data:,">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<main id="main"><h1><?php bloginfo( 'name' ); ?></h1></main>
<?php wp_footer(); ?>
</body>
</html>
