// What the server printed, put back exactly when a behaviour fails or unbinds.
export { keepAttributes, keepChildren } from './printed-markup';
