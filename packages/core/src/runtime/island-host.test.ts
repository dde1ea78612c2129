import { describe, expect, it } from 'vitest';
import { IslandHost, nextBatchSize } from './island-host';

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

/** A view that renders nothing: these tests play React's part themselves. */
const View = () => null;

describe('IslandHost batches', () => {
  const island = () => ({
    el: document.createElement('div'),
    name: 'test',
    View,
    props: {},
    mode: 'enhance' as const,
  });
  // A turn of the host's yield between batches (scheduler.yield or a message-channel task).
  const turn = () => new Promise((resolve) => setTimeout(resolve, 10));
  /** What React does once it has rendered a list: its commit, then its passive effects. */
  const commit = (host: IslandHost, list = host.getSnapshot()) => {
    host.committed(list);
    host.effectsStarting();
    host.effectsDone(list);
  };

  it('hands islands over one batch at a time: the next goes once a commit of the last has run its effects', async () => {
    const host = new IslandHost();
    for (let i = 0; i < 60; i++) host.add(island());
    await turn();
    expect(host.getSnapshot()).toHaveLength(50);
    await turn();
    expect(host.getSnapshot()).toHaveLength(50); // nothing more until the batch has committed
    commit(host);
    await turn();
    expect(host.getSnapshot()).toHaveLength(60);
  });

  it('a late commit of an older list (a removal’s, a failure’s) does not end the wait for the batch', async () => {
    const host = new IslandHost();
    for (let i = 0; i < 60; i++) host.add(island());
    await turn();
    const first = host.getSnapshot();
    commit(host);
    await turn();
    expect(host.getSnapshot()).toHaveLength(60);
    for (let i = 0; i < 5; i++) host.add(island());
    commit(host, first); // the first list's commit, arriving late: not the batch's
    await turn();
    expect(host.getSnapshot()).toHaveLength(60);
    commit(host); // the batch's own
    await turn();
    expect(host.getSnapshot()).toHaveLength(65);
  });

  it('a removal while a batch is on its way: the commit of the newer list ends the wait', async () => {
    const host = new IslandHost();
    const first = host.add(island());
    for (let i = 0; i < 59; i++) host.add(island());
    await turn();
    host.remove(first.id);
    expect(host.getSnapshot()).toHaveLength(49);
    commit(host);
    await turn();
    expect(host.getSnapshot()).toHaveLength(59);
  });
});
