import { behaviourModule } from '@firsat/core/island';
import { bindComingSoonBanner } from './behaviour';
import { messages } from './messages';
import { comingSoonBannerProps } from './props';

export default behaviourModule({ props: comingSoonBannerProps, bind: bindComingSoonBanner, messages });
