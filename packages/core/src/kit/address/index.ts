export {
  addressWith,
  currentAddress,
  onAddressChange,
  type QueryChange,
  readQuery,
  writeAddress,
  writeQuery,
} from './address';
