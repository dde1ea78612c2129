// The tab the address names and the tabs' keys: the kit's (shared with the post blocks' filter bar).
export { filterTabKeys, type TabsState, tabFromAddress } from '@firsat/core/kit';
