import { searchBlockMarkup } from '@firsat/post-blocks/testing';
import { postSearchProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { type BlogMode, PostMarkup, searchHandlers } from './post-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Post blocks/Advanced search',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.ultp-search-frontend.ultp-search-container\` (the advanced search block). From 3 characters each input asks REST \`POST /wp-json/ultp/ultp_search_data\` (searchText, date, image, author, excerpt, category, excerptLimit, postPerPage, exclude, paged, wpnonce; the newest request wins); under 3 the results clear and paging resets to 1. The plugin's floating \`.result-data\` box shows the loader, the results or the no-result text; “view all” appends the next page and shows how many remain. The input is a combobox: Down/Up, Enter opens the post (or runs “view all”, or opens \`?s=\` in this or a new tab), Escape hides. The popup and canvas layouts' icon opens the canvas as a dialog. Try “ist”.

${attributeTable(postSearchProps.describe())}`,
      },
    },
  },
  args: { html: searchBlockMarkup() },
  render: (args: Args) => <PostMarkup island="post-search" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const blog = (mode: BlogMode) => ({ msw: { handlers: searchHandlers(mode) } });

export const Inline: Story = { name: 'Inline, view all (3 a page)', parameters: blog('ok') };

export const NoViewAll: Story = {
  name: 'Inline, 10 results, no view all, results page in a new tab',
  args: { html: searchBlockMarkup({ viewAll: false, newTab: true }) },
  parameters: blog('ok'),
};

export const Popup: Story = {
  name: 'Popup layout (icon opens the canvas)',
  args: { html: searchBlockMarkup({ popupType: 'popup' }) },
  parameters: blog('ok'),
};

export const Canvas: Story = {
  name: 'Canvas layout (top)',
  args: { html: searchBlockMarkup({ popupType: 'top' }) },
  parameters: blog('ok'),
};

export const ServerError: Story = { name: 'Error: server error', parameters: blog('server-error') };

export const ExpiredNonce: Story = {
  name: 'Error: expired nonce (renewed once, goes through)',
  parameters: blog('expired-nonce'),
};

export const Offline: Story = { name: 'Error: offline', parameters: blog('offline') };
