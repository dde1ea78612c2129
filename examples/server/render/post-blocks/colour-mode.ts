import { readCookie } from '../../http';
import { html, raw, type SafeHtml } from '../../lib';

/** The colour modes the post-blocks plugin knows; the site's saved default (ultpSavedDLMode). */
export type ColourMode = 'ultplight' | 'ultpdark';
export const savedColourMode: ColourMode = 'ultplight';
export const colourModeCookie = 'ultplocalDLMode';

/** The visitor's mode: the cookie `ultplocalDLMode` when it holds a mode, else the site's default. */
export function colourModeOf(cookieHeader: string | null): ColourMode {
  const value = readCookie(cookieHeader, colourModeCookie);
  return value === 'ultpdark' || value === 'ultplight' ? value : savedColourMode;
}

/**
 * The site's preset colours (option ultpPresetColors' rootCSS), the shop's palette in PostX's
 * variables: Base 1–3 paper, wash and lines, Contrast 1–3 ink, strong ink and muted text, so
 * trading Base and Contrast (dark mode) keeps every pair readable.
 */
const presetRoot =
  ':root { --postx_preset_Base_1_color: #ffffff; --postx_preset_Base_2_color: #f6f7f9; --postx_preset_Base_3_color: #e2e5e9; --postx_preset_Primary_color: #d2451e; --postx_preset_Secondary_color: #a93517; --postx_preset_Tertiary_color: #FFFFFF; --postx_preset_Contrast_3_color: #5c6670; --postx_preset_Contrast_2_color: #16191d; --postx_preset_Contrast_1_color: #1f2328; --postx_preset_Over_Primary_color: #ffffff;  }';

/** handle_dark_light_color_switcher(): Base_1..3 and Contrast_1..3 trade values. */
function switchColours(css: string): string {
  return css
    .replace(/--postx_preset_Base_(\d)_color/g, '--postx_preset_Base_$1_color_dum')
    .replace(/--postx_preset_Contrast_(\d)_color/g, '--postx_preset_Base_$1_color')
    .replace(/--postx_preset_Base_(\d)_color_dum/g, '--postx_preset_Contrast_$1_color');
}

/**
 * The preset colour variables as postx_global_css_callback() prints them for the mode (the page
 * cache must vary on the cookie): the first rule of `#ultp-preset-colors-style-inline-css` is the
 * one the toggle rewrites.
 */
export function presetColourStyle(mode: ColourMode): SafeHtml {
  const css = mode === savedColourMode ? presetRoot : switchColours(presetRoot);
  return html`<style id='ultp-preset-colors-style-inline-css'>
${raw(css)}
</style>
`;
}

const icons = {
  sun: '<svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" fill="currentColor"><g><path d="M12 18.36a6.36 6.36 0 1 0 0-12.72 6.36 6.36 0 0 0 0 12.72ZM12.98.96V2.8c0 .53-.43.95-.97.95h-.02a.96.96 0 0 1-.97-.95V.96c0-.53.43-.96.96-.96h.05c.53 0 .96.43.96.96ZM4.89 3.5l1.3 1.3c.38.38.37.98 0 1.36h-.01l-.01.02a.96.96 0 0 1-1.37 0l-1.3-1.3a.96.96 0 0 1 0-1.35l.04-.04a.96.96 0 0 1 1.35 0ZM.96 11.02H2.8c.53 0 .95.43.95.97v.02c0 .53-.42.97-.95.97H.96a.95.95 0 0 1-.96-.96v-.05c0-.53.43-.96.96-.96ZM3.5 19.11l1.3-1.3a.96.96 0 0 1 1.36 0v.01l.02.01c.38.38.39.99 0 1.37l-1.3 1.3a.96.96 0 0 1-1.35 0l-.04-.04a.96.96 0 0 1 0-1.35ZM11.02 23.04V21.2c0-.53.43-.95.97-.95h.02c.53 0 .97.42.97.95v1.84c0 .53-.43.96-.96.96h-.05a.95.95 0 0 1-.96-.96ZM19.11 20.5l-1.3-1.3a.96.96 0 0 1 0-1.36h.01l.01-.02a.96.96 0 0 1 1.37 0l1.3 1.3c.38.37.38.98 0 1.35l-.04.04a.96.96 0 0 1-1.35 0ZM23.04 12.98H21.2a.96.96 0 0 1-.95-.97v-.02c0-.53.42-.97.95-.97h1.84c.53 0 .96.43.96.96v.05c0 .53-.43.96-.96.96ZM20.5 4.89l-1.3 1.3a.96.96 0 0 1-1.36 0v-.01l-.02-.01a.96.96 0 0 1 0-1.37l1.3-1.3a.96.96 0 0 1 1.35 0l.04.04c.37.37.37.98 0 1.35Z"/></g><defs></defs></svg>',
  moon: '<svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" fill="currentColor"><path d="M22 14.27A10.14 10.14 0 1 1 9.73 2 8.84 8.84 0 0 0 22 14.27Z"/></svg>',
};

/**
 * The dark/light toggle block (blocks/Dark_Light.php) in layout 7 (the icon with its text, the
 * one the 500 ms animation runs for): the half for the current mode shows, the other is
 * `inactive`.
 */
export function darkLightToggle(mode: ColourMode, blockId = 'blog-renk-modu', layout = 'layout7'): SafeHtml {
  const light = mode === 'ultplight' ? '' : 'inactive';
  const dark = mode === 'ultplight' ? 'inactive' : '';
  const withText = ['layout5', 'layout6', 'layout7'].includes(layout);
  const text = (which: 'light' | 'dark') =>
    withText
      ? html`<div class="ultp-dl-text ${which}Text">${
          layout === 'layout7'
            ? which === 'light'
              ? 'Aydınlık'
              : 'Karanlık'
            : html`<div class="ultp-dl-democircle ${layout === 'layout5' ? 'ultphidden' : ''}"></div>`
        }</div>`
      : '';
  const data = html`data-iconlay="${layout}" data-iconsize="24" data-iconrev=""`;
  return html`<div  class="wp-block-ultimate-post-dark-light ultp-block-${blockId}"><div class="ultp-dark-light-block-wrapper ultp-block-wrapper ${layout}"><div class="ultp-dark-light-block-wrapper-content ultp-frontend ${layout}"><div class="ultp-dl-after-before-con ultp-dl-light ${light} " ${data}><div class="ultp-dl-con ultp-light-con "><div class="ultp-dl-svg-con"><div class="ultp-dl-svg">${raw(icons.sun)}</div></div>${text('light')}</div></div><div class="ultp-dl-after-before-con ultp-dl-dark ${dark} " ${data}><div class="ultp-dl-con ultp-dark-con ">${text('dark')}<div class="ultp-dl-svg-con"><div class="ultp-dl-svg">${raw(icons.moon)}</div></div></div></div></div></div></div>`;
}

/**
 * PostX's image block with a dark-mode picture (blocks/Image.php and get_image_html()): both
 * pictures printed, the one of the other mode `inactive`; the toggle swaps them.
 */
export function imageBlock(
  mode: ColourMode,
  options: { blockId: string; light: string; dark: string; alt: string; link: string; caption: string },
): SafeHtml {
  const light = mode === 'ultplight' ? '' : 'inactive ';
  const dark = mode === 'ultpdark' ? '' : ' inactive ';
  return html`<div  class="wp-block-ultimate-post-image ultp-block-${options.blockId}"><div class="ultp-block-wrapper"><figure class="ultp-image-block-wrapper"><div class="ultp-image-block ultp-image-block-none"><a href="${options.link}" target="_self"><img  loading="lazy" class="ultp-image ultp-light-image-block ${light}"  alt="${options.alt}"  src="${options.light}" /><img  loading="lazy" class="ultp-image${dark} ultp-dark-image-block "  alt="${options.alt}"  src="${options.dark}" /></a></div><figcaption class="ultp-image-caption">${options.caption}</figcaption></figure></div></div>`;
}
