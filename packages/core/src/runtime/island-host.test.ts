import { describe, expect, it } from 'vitest';
import { nextBatchSize } from './island-host';

describe('nextBatchSize', () => {
  it('fits the next commit in about 35 ms at the last batch’s cost per island', () => {
    // 50 islands committed in 10 ms: 0.2 ms each, so 175 fit in 35 ms.
    expect(nextBatchSize({ islands: 50, commitMs: 10, effectsMs: 4 })).toBe(175);
  });

  it('is sized by the costlier task: passive effects that outweigh the commit shrink it', () => {
    expect(nextBatchSize({ islands: 50, commitMs: 5, effectsMs: 70 })).toBe(25);
  });

  it('never goes below 5 islands, even when one island costs a long task', () => {
    expect(nextBatchSize({ islands: 5, commitMs: 400, effectsMs: 0 })).toBe(5);
  });

  it('takes at most 200 islands, however cheap (a commit faster than the timer’s grain counts as 0.5 ms)', () => {
    expect(nextBatchSize({ islands: 50, commitMs: 0, effectsMs: 0 })).toBe(200);
  });
});
