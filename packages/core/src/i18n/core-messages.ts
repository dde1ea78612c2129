import { getConfig } from '../config/index';
import { loadUiMessages } from '../messages/index';

/**
 * Core's shared interface texts (close, loading, the cart's announcements …) for the page
 * locale: every island loads them with its own before it starts (`behaviourModule` for
 * behaviours; for views the loader, beside React's group: `loadRuntime`), so `t()` has them, and
 * a page downloads one locale's only.
 */
export const coreMessages = {
  load: (): Promise<void> => loadUiMessages(getConfig().locale),
};
