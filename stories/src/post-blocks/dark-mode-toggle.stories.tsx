import { darkLightMarkup, darkLightPageMarkup } from '@firsat/post-blocks/testing';
import { darkModeToggleProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { PostMarkup } from './post-story';

interface Args {
  html: string;
}

const page = (toggle: string) =>
  `${toggle}${darkLightPageMarkup()}<p style="color:var(--postx_preset_Contrast_1_color);background:var(--postx_preset_Base_1_color);padding:1rem">Ön ayar renkleriyle yazılmış bir paragraf.</p>`;

const meta = {
  title: 'Post blocks/Dark and light toggle',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.ultp-dark-light-block-wrapper-content.ultp-frontend\` (the dark/light block). Each half's \`.ultp-dl-con\` is a keyboard button; a press slides the icon (layouts 5, 6: 400 ms; 7: 500 ms; none with reduced motion), then switches the image blocks, the site logo and the preset colours (Base ↔ Contrast) once, sets the cookie \`ultplocalDLMode\` for 60 days (path /) and flips every toggle on the page; the focus follows and the new mode is announced.

${attributeTable(darkModeToggleProps.describe())}`,
      },
    },
  },
  args: { html: page(darkLightMarkup({ layout: 'layout5' })) },
  render: (args: Args) => <PostMarkup island="dark-mode-toggle" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Layout5: Story = { name: 'Layout 5 (400 ms slide)' };
export const Layout6: Story = {
  name: 'Layout 6 (icon and circle slide)',
  args: { html: page(darkLightMarkup({ layout: 'layout6' })) },
};
export const Layout7: Story = {
  name: 'Layout 7 (500 ms, with text)',
  args: { html: page(darkLightMarkup({ layout: 'layout7' })) },
};
export const Layout1: Story = {
  name: 'Layout 1 (switches at once)',
  args: { html: page(darkLightMarkup({ layout: 'layout1' })) },
};
export const Reversed: Story = {
  name: 'Reversed switch',
  args: { html: page(darkLightMarkup({ layout: 'layout5', reverse: true })) },
};
