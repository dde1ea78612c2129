export type {
  CartFragments,
  ClassicEventArgs,
  ClassicEventMap,
  ClassicEventName,
  ClassicVariation,
} from './classic-events';
export { dispatchClassic } from './dispatch-classic';
export { type ClassicHandler, onClassic } from './on-classic';
