export { announce, getLiveRegion, LIVE_REGION_SETTLE_MS, type Politeness } from './announce';
