export {
  createDisclosureGroup,
  type DisclosureGroup,
  type DisclosureHandle,
  type DisclosureOptions,
  disclosure,
} from './disclosure';
