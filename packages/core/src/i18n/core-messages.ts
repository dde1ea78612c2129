import { getConfig } from '../config/index';
import { loadUiMessages } from '../messages/index';

/**
 * Core's shared interface texts (close, loading, the cart's announcements …) for the page
 * locale: every island's module loads them with its own before it starts (`behaviourModule`, and
 * the runtime for views), so `t()` has them, and a page downloads one locale's only.
 */
export const coreMessages = {
  load: (): Promise<void> => loadUiMessages(getConfig().locale),
};
