import { createOpenGroup } from './open-group';

describe('createOpenGroup', () => {
  test('one open member at a time; closing another member changes nothing', () => {
    const group = createOpenGroup();
    const heard: (string | null)[] = [];
    const unsubscribe = group.subscribe((current) => heard.push(current));
    group.open('a');
    group.open('b');
    group.close('a');
    expect(group.current()).toBe('b');
    group.close('b');
    group.open('b');
    group.open('b');
    expect(heard).toEqual(['a', 'b', null, 'b']);
    unsubscribe();
    group.open('c');
    expect(heard).toHaveLength(4);
  });
});
