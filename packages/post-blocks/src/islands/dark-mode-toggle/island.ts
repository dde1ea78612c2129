import { behaviourModule } from '@firsat/core/island';
import { bindDarkModeToggle } from './behaviour';
import { messages } from './messages';
import { darkModeToggleProps } from './props';

export default behaviourModule({ props: darkModeToggleProps, bind: bindDarkModeToggle, messages });
