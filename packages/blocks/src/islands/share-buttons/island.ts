import { islandModule } from '@firsat/core/island';
import { shareButtonsProps } from './props';
import { ShareButtons } from './share-buttons';

export default islandModule({ props: shareButtonsProps, View: ShareButtons, mode: 'enhance' });
