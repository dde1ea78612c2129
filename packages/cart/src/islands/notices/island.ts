import { islandModule } from '@firsat/core/island';
import { Notices } from './notices';
import { noticesProps } from './props';

export default islandModule({ props: noticesProps, View: Notices, mode: 'enhance' });
