import type { ChatProvider } from '@gamepod/contracts/http';

/**
 * The chat widget the environment asks for: Crisp's when CRISP_WEBSITE_ID (its public website
 * key) is set, else the local chat that staff answer from the console.
 */
export function chatProviderFromEnv(env: NodeJS.ProcessEnv): ChatProvider {
  const key = env.CRISP_WEBSITE_ID?.trim();
  return key ? { provider: 'crisp', key } : { provider: 'local', key: null };
}
