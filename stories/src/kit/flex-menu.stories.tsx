import { flexMenu } from '@firsat/core/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';

const TABS = ['Tümü', 'Giyim', 'Elektronik', 'Ev & Yaşam', 'Mutfak', 'Spor & Outdoor', 'Kozmetik', 'Kitap'];

/** The filter tabs' printed list (product-blocks.md §2) in a box of `width` px, taken over by flexMenu. */
function FlexMenuDemo({ width }: { width: number }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const controller = new AbortController();
    flexMenu(el, { signal: controller.signal });
    return () => controller.abort();
  }, []);
  return (
    <div className="wopb-filter-navigation" style={{ width }}>
      <div className="wopb-filter-wrap">
        <ul ref={list} className="wopb-flex-menu" data-name="Daha fazla">
          {TABS.map((tab, i) => (
            <li key={tab} className="filter-item">
              <a href={`#${i}`} className={i === 0 ? 'filter-active' : undefined}>
                {tab}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const meta = {
  title: 'Kit/Flex menu',
  parameters: {
    docs: {
      description: {
        component:
          'The behaviour kit\'s `flexMenu(list, { signal })` (`@firsat/core/kit`): the classic `flexMenu()` on a printed `ul.wopb-flex-menu` or `ul.ultp-flex-menu`. The items that would wrap to a second line move, from the end, into `ul.flexMenu-popup` behind a `li.flexMenu-viewMore` button named by the list\'s `data-name`; when two or fewer would stay (cutoff 2), all go and the button reads "Menü"; a row of two items or fewer never collapses (threshold 2). It lays out again 200 ms after a resize. The button has `aria-expanded` and `aria-controls`; Escape (focus back on the button), a press outside, a pick, or focus leaving closes it. Stopping it puts the printed list back as it was. Resize the box with the `width` control.',
      },
    },
  },
  args: { width: 420 },
  argTypes: {
    width: { control: { type: 'range', min: 160, max: 1000, step: 10 }, description: 'the box, px' },
  },
  render: (args: { width: number }) => <FlexMenuDemo key={args.width} width={args.width} />,
} satisfies Meta<{ width: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = { name: 'Items that would wrap, behind "Daha fazla"' };
export const AllInPopup: Story = { name: 'Too narrow: every item behind "Menü"', args: { width: 200 } };
export const Wide: Story = { name: 'Everything fits: the list as printed', args: { width: 1000 } };
