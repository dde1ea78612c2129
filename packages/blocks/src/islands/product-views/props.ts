import { defineProps, prop } from '@firsat/core/island';
import { postIdFromClasses } from './model';

/** The view counter's schema: the product id comes from the body's `postid-<id>` class. */
export const productViewsProps = defineProps('product-views', {
  postId: prop.markup((el) => postIdFromClasses(el.ownerDocument.body.classList), {
    type: 'integer | null',
    doc: 'The product, from the `postid-<id>` class WordPress prints on `body.single-product`. Without it nothing is sent.',
  }),
});

export type ProductViewsProps = ReturnType<typeof productViewsProps.parse>;
