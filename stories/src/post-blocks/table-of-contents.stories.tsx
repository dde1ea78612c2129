import { tocPostMarkup } from '@firsat/post-blocks/testing';
import { tableOfContentsProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { MotionMarkup } from './motion-story';

interface Args {
  html: string;
}

/** The plugin's CSS for the collapse controls (one shown at a time) and the back-to-top link. */
const TOC_CSS = `<style>.ultp-toc-header{display:flex;justify-content:space-between;gap:8px}.ultp-collapsible-toggle .ultp-collapsible-open{display:none}.ultp-collapsible-toggle.ultp-toggle-collapsed .ultp-collapsible-hide{display:none}.ultp-collapsible-toggle.ultp-toggle-collapsed .ultp-collapsible-open{display:inline-block}.ultp-toc-lists a[aria-current]{font-weight:700}.ultp-toc-backtotop{position:fixed;bottom:40px;right:40px;background:#222;color:#fff;padding:8px;opacity:0;visibility:hidden}.ultp-toc-backtotop.tocshow{opacity:1;visibility:visible}.entry-content p{min-height:40vh}</style>`;

const meta = {
  title: 'Post blocks/Table of contents',
  parameters: {
    docs: {
      description: {
        component: `Takes over the Table of Contents block (\`.wp-block-ultimate-post-table-of-content\`, saved block markup) as a navigation named by its heading: each \`.ultp-toc-lists\` link scrolls smoothly (500 ms; at once for reduced motion) to its heading 50 px below the top, focuses it and puts its anchor in the address; the section being read is marked \`aria-current="location"\`; the collapse links \`[Gizle]\` / \`[Göster]\` are buttons with \`aria-expanded\` and \`aria-controls\`, handing focus to each other as the plugin's CSS swaps them; past 1000 px of scroll the block gets \`ultp-toc-scroll\`. The back-to-top link inside is its own island (\`back-to-top\`). Unmounted, the block is byte for byte as printed.

${attributeTable(tableOfContentsProps.describe())}`,
      },
    },
  },
  args: { html: TOC_CSS + tocPostMarkup({ backToTop: false }) },
  render: (args: Args) => <MotionMarkup island="table-of-contents" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contents: Story = { name: 'Contents of a post, collapsible with text controls' };

export const Collapsed: Story = {
  name: 'Printed collapsed, icon controls',
  args: { html: TOC_CSS + tocPostMarkup({ collapsed: true, collapsible: 'icon', backToTop: false }) },
};

export const NoLinks: Story = {
  name: 'Error: no links in the list (server HTML kept)',
  args: { html: TOC_CSS + tocPostMarkup({ empty: true, backToTop: false }) },
};
