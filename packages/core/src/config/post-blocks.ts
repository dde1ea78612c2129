import type { ConfigInput, PostBlocksConfig } from '../configure/index';
import { readGlobal, str } from './loose';

function colourMode(value: string | undefined): PostBlocksConfig['savedColourMode'] | undefined {
  return value === 'ultpdark' || value === 'ultplight' ? value : undefined;
}

/** What the post-blocks plugin prints: `ultp_data_frontend`. */
export function readPostBlocks(): ConfigInput {
  const g = readGlobal('ultp_data_frontend');
  return {
    ajaxUrl: str(g, 'ajax'),
    postBlocks: {
      security: str(g, 'security'),
      savedColourMode: colourMode(str(g, 'ultpSavedDLMode')),
      homeUrl: str(g, 'home_url'),
      darkLogo: str(g, 'dark_logo'),
    },
  };
}
