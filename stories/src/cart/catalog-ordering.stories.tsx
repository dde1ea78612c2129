import { catalogOrderingIsland } from '@firsat/cart';
import { catalogOrderingMarkup } from '@firsat/cart/testing';
import { catalogOrderingProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { attributeTable, ServerMarkup } from '../support';

interface Args {
  orderby: string;
  fields: Record<string, string>;
}

/**
 * The sort form, and what its submission would ask the shop for: the story stops the navigation
 * (it would leave Storybook) and prints the query instead.
 */
function SortForm({ orderby, fields }: Args) {
  const ref = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  useEffect(() => {
    const holder = ref.current;
    if (!holder) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const data = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === 'string') data.append(name, value);
      setQuery(`?${data}`);
    };
    holder.addEventListener('submit', onSubmit);
    return () => holder.removeEventListener('submit', onSubmit);
  }, []);
  return (
    <div ref={ref}>
      <ServerMarkup island={catalogOrderingIsland} html={catalogOrderingMarkup({ orderby, fields })} />
      <p role="status">
        {query === null ? 'Henüz gönderilmedi.' : `Mağaza şu adresi açardı: /magaza/${query}`}
      </p>
    </div>
  );
}

const meta = {
  title: 'Cart/Catalog ordering',
  parameters: {
    docs: {
      description: {
        component: `Takes over WooCommerce's sort form on shop archives (\`form.woocommerce-ordering\`, \`loop/orderby.php\`): choosing another order in \`select.orderby\` submits the form at once, with its hidden fields (\`paged\` back to 1, the filters the page carries), as woocommerce.js does; other fields of the form do not submit it. Without JavaScript the form still works with its own submit. The story prints the address the submission would open instead of leaving the page.

It reads nothing from attributes, so it has no error state: there is no input it could reject.

${attributeTable(catalogOrderingProps.describe())}`,
      },
    },
  },
  args: { orderby: 'menu_order', fields: {} },
  render: (args: Args) => <SortForm {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Default sorting (choose another)' };

export const SortedWithFilter: Story = {
  name: 'Sorted by price, a colour filter kept',
  args: { orderby: 'price', fields: { filter_renk: 'siyah' } },
};
