import { islandModule } from '@firsat/core/island';
import { ComingSoonBanner } from './coming-soon-banner';
import { comingSoonBannerProps } from './props';

export default islandModule({ props: comingSoonBannerProps, View: ComingSoonBanner, mode: 'enhance' });
