import type { HydrationStrategy } from '../island/index';
import { onIdle } from './idle';
import { onInteraction } from './interaction';
import { onLoad } from './load';
import type { Strategy } from './types';
import { onVisible } from './visible';

export const strategies: Record<HydrationStrategy, Strategy> = {
  load: onLoad,
  idle: onIdle,
  visible: onVisible,
  interaction: onInteraction,
};

export type { Strategy } from './types';
