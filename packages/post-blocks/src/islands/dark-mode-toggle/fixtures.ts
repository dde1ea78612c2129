import type { IconLayout } from './model';

/**
 * The dark/light toggle block as Dark_Light::content prints it (icons shortened): both halves,
 * the one the cookie (else the site default) does not show marked `inactive`; layouts 5 and 6
 * carry `.ultp-dl-text` with a demo circle, layout 7 the mode's name in it.
 */
export interface DarkLightFixture {
  layout?: IconLayout;
  mode?: 'ultpdark' | 'ultplight';
  reverse?: boolean;
  iconSize?: string;
  lightText?: string;
  darkText?: string;
}

const sun = '<svg viewBox="0 0 24 24" fill="currentColor"><circle cx="12" cy="12" r="6"/></svg>';
const moon =
  '<svg viewBox="0 0 24 24" fill="currentColor"><path d="M22 14.27A10.14 10.14 0 1 1 9.73 2 8.84 8.84 0 0 0 22 14.27Z"/></svg>';

export function darkLightMarkup({
  layout = 'layout5',
  mode = 'ultplight',
  reverse = false,
  iconSize = '24',
  lightText = 'Açık Mod',
  darkText = 'Koyu Mod',
}: DarkLightFixture = {}): string {
  const rev = reverse ? 'ultp-dl-reverse' : '';
  const data = `data-iconlay="${layout}" data-iconsize="${iconSize}" data-iconrev="${rev}"`;
  const textOf = (name: string, label: string) =>
    ['layout5', 'layout6', 'layout7'].includes(layout)
      ? `<div class="ultp-dl-text ${name}">${layout === 'layout7' ? label : `<div class="ultp-dl-democircle ${layout === 'layout5' ? 'ultphidden' : ''}"></div>`}</div>`
      : '';
  return `<div class="wp-block-ultimate-post-dark-light ultp-block-d4rk11"><div class="ultp-dark-light-block-wrapper ultp-block-wrapper ${layout}"><div class="ultp-dark-light-block-wrapper-content ultp-frontend ${layout}"><div class="ultp-dl-after-before-con ultp-dl-light ${mode === 'ultplight' ? '' : 'inactive'} ${rev}" ${data}><div class="ultp-dl-con ultp-light-con ${rev}"><div class="ultp-dl-svg-con"><div class="ultp-dl-svg">${sun}</div></div>${textOf('lightText', lightText)}</div></div><div class="ultp-dl-after-before-con ultp-dl-dark ${mode === 'ultplight' ? 'inactive' : ''} ${rev}" ${data}><div class="ultp-dl-con ultp-dark-con ${rev}">${textOf('darkText', darkText)}<div class="ultp-dl-svg-con"><div class="ultp-dl-svg">${moon}</div></div></div></div></div></div></div>`;
}

/** What else the page switches (post-blocks.md §5): an image block, the site logo, the preset colours. */
export function darkLightPageMarkup(): string {
  return `<style id="ultp-preset-colors-style-inline-css">:root { --postx_preset_Base_1_color: #f4f4ff; --postx_preset_Base_2_color: #dddff8; --postx_preset_Base_3_color: #b4b4d6; --postx_preset_Contrast_1_color: #141414; --postx_preset_Contrast_2_color: #45454a; --postx_preset_Contrast_3_color: #6a6a70; }</style><div class="wp-block-site-logo ultp-dark-logo"><a href="/"><img src="/logo.png" srcset="/logo.png 1x, /logo@2x.png 2x" alt="Fırsat Blog"></a></div><div class="wp-block-ultimate-post-image"><img class="ultp-light-image-block" src="/acik.jpg" alt=""><img class="ultp-dark-image-block inactive" src="/koyu.jpg" alt=""></div>`;
}
