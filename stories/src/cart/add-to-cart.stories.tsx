import { addToCartIsland, miniCartIsland } from '@firsat/cart';
import { SHOP_LOOP_HTML } from '@firsat/cart/testing';
import { addToCartProps } from '@firsat/cart/views';
import { configure } from '@firsat/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { attributeTable, BodyClasses } from '../support';
import { PageMarkup } from './cart-page-story';
import { type ShopCartMode, shopCartHandlers } from './shop-cart-handlers';

const ISLANDS = [addToCartIsland, miniCartIsland];
const MINI_CART =
  '<div class="widget_shopping_cart"><div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div></div>';

/** The reference loop's first item (Beanie, a simple product) with its variable neighbours. */
const LOOP = SHOP_LOOP_HTML;

/** A product-blocks slider card (Product_Slider.php's cart area). */
const SLIDER = `<div class="wopb-product-slider-block"><div class="wopb-block-item"><h3 class="wopb-block-title">Beanie</h3><div class="wopb-product-cart-section wopb-cart-action wopb-cart-slide-section"><form class="cart"><div class="quantity wopb-qty-wrap"><input type="number" class="wopb-qty" step="1" min="1" name="quantity" value="1" aria-label="Adet"></div><a href="?add-to-cart=13" data-product_id="13" class="wopb-product-cart add_to_cart_button single_add_to_cart_button ajax_add_to_cart" data-postid="13">Add to cart</a><a href="/cart/" class="wopb-product-cart wopb-view-cart wopb-d-none">View Cart</a></form></div></div></div>`;

/** A loop card after the variation switcher chose blue / Large (data-variation_id set). */
const LOOP_VARIATION = `<ul class="products"><li class="product type-product post-21 product-type-variable"><h2 class="woocommerce-loop-product__title">Big Tee</h2><a href="/product/big-tee/" data-quantity="1" class="button product_type_variable add_to_cart_button wopb-loop-add-to-cart-button" data-product_id="21" data-variation_id="25" data-variation='{"attribute_pa_color":"blue","attribute_size":"Large"}'>Add to cart</a></li></ul>`;

/** The loop as the animated add-to-cart addon prints it: `wopb-anim-cart-btn` after each button's classes. */
const ANIMATED_LOOP = LOOP.replace(/class="(button product_type_[^"]*)"/g, 'class="$1 wopb-anim-cart-btn"');

interface AnimationSettings {
  name: string;
  show: string;
  interval: string;
}

interface Args {
  html: string;
  mode: ShopCartMode;
  /** The animated add-to-cart addon's settings, printed as its `wopb_anim_*` body classes. */
  animation?: AnimationSettings;
}

/**
 * The body classes of the animated add-to-cart addon. The page's classes are read once, so the
 * same settings are also given through `configure()` (a story may not be the first one shown).
 */
function AnimatedBody({ settings, children }: { settings: AnimationSettings; children: ReactNode }) {
  useState(() => configure({ body: { animation: settings } }));
  useEffect(() => () => configure({ body: { animation: null } }), []);
  const { name, show, interval } = settings;
  return (
    <BodyClasses
      classes={`wopb-animation-cart wopb_anim_show-${show} wopb_anim_name-${name} wopb_anim_interval-${interval}`}
    >
      {children}
    </BodyClasses>
  );
}

const meta = {
  title: 'Cart/Add to cart button',
  parameters: {
    docs: {
      description: {
        component: `Enhances \`a.add_to_cart_button.ajax_add_to_cart\` (WooCommerce loops), product-blocks card buttons (\`.wopb-cart-action\`, sent as \`wopb_addcart\`) and loop variation buttons (\`data-variation_id\`, sent as \`wopb_variation_loop_add_cart\`). idle → \`loading\` → \`added\`; with the animated add-to-cart addon on (\`wopb-animation-cart\` and the \`wopb_anim_*\` body classes) the marked buttons animate, never under reduced motion; a View cart link appears once beside the button (not on the cart page); in the slider block the view-cart link takes the button's place. Requests queue one at a time through the cart session, which applies the fragments to the mini cart.

${attributeTable(addToCartProps.describe())}`,
      },
    },
  },
  args: { html: LOOP, mode: 'ok' },
  render: (args: Args) => {
    const page = <PageMarkup islands={ISLANDS} html={`${MINI_CART}${args.html}`} />;
    return args.animation ? <AnimatedBody settings={args.animation}>{page}</AnimatedBody> : page;
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const withMode = (mode: ShopCartMode) => ({ msw: { handlers: shopCartHandlers(mode) } });

export const Simple: Story = { name: 'Simple product (idle → loading → added)', parameters: withMode('ok') };

export const SliderBlock: Story = {
  name: 'Product-blocks slider: the view-cart link replaces the button',
  args: { html: SLIDER, mode: 'ok' },
  parameters: withMode('ok'),
};

export const LoopVariation: Story = {
  name: 'Loop variation chosen on the card',
  args: { html: LOOP_VARIATION, mode: 'ok' },
  parameters: withMode('ok'),
};

export const UnavailableVariation: Story = {
  name: 'Loop variation unavailable (alert)',
  args: {
    html: LOOP_VARIATION.replace(
      'wopb-loop-add-to-cart-button',
      'wopb-loop-add-to-cart-button wc-variation-is-unavailable',
    ),
    mode: 'ok',
  },
  parameters: withMode('ok'),
};

export const Animated: Story = {
  name: 'Animated (wopb_anim_* body classes): shakes every 2 s',
  args: { html: ANIMATED_LOOP, mode: 'ok', animation: { name: 'shake', show: 'loop', interval: '2' } },
  parameters: withMode('ok'),
};

export const AnimatedOnHover: Story = {
  name: 'Animated on hover or focus only',
  args: { html: ANIMATED_LOOP, mode: 'ok', animation: { name: 'zoom', show: 'hover', interval: 'no' } },
  parameters: withMode('ok'),
};

export const ProductUrl: Story = {
  name: 'Error: error + product_url (goes to the product page)',
  args: { html: LOOP, mode: 'product-url' },
  parameters: withMode('product-url'),
};

export const ServerError: Story = {
  name: 'Error: server error 500 (logged, button usable)',
  args: { html: LOOP, mode: 'server-error' },
  parameters: withMode('server-error'),
};

export const Offline: Story = {
  name: 'Error: offline (logged, button usable)',
  args: { html: LOOP, mode: 'offline' },
  parameters: withMode('offline'),
};

export const BadAttribute: Story = {
  name: 'Error: bad data-product_id (server link kept)',
  args: { html: LOOP.replace('data-product_id="13"', 'data-product_id="beanie"'), mode: 'ok' },
  parameters: withMode('ok'),
};
