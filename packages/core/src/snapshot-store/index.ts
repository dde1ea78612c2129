export { createSnapshotStore, type SnapshotStore, type Subscribable } from './snapshot-store';
