import { defineProps, prop } from '@firsat/core/island';

/** The store notice's props: its id, which names its cookie. */
export const storeNoticeProps = defineProps('store-notice', {
  noticeId: prop.markup<string>(
    (el) => el.getAttribute('data-notice-id') ?? el.getAttribute('data-noticeid') ?? '',
    {
      type: 'string',
      doc: "`data-notice-id` (WooCommerce ≥ 4) or `data-noticeid`: the md5 of the notice text. The dismissal cookie is `store_notice` + this id, so a new text shows again. Default ''.",
    },
  ),
});

export type StoreNoticeProps = ReturnType<typeof storeNoticeProps.parse>;
