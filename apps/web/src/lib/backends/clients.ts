import 'server-only';
import { integrationPaths, loginAnswerSchema, panelPaths, signinAnswerSchema } from '@vitrine/contracts';
import { env } from '../env';
import { Backend } from './http';
import { mediaUrlRewriter } from './media-urls';

interface Clients {
  integration: Backend;
  panel: Backend;
}

function createClients(): Clients {
  // Every media URL a page gets points at the site's /media/ or PUBLIC_MEDIA_URL.
  const reshape = mediaUrlRewriter({
    backendUrls: [env().PANEL_URL, env().INTEGRATION_URL],
    publicMediaUrl: env().PUBLIC_MEDIA_URL,
  });
  const integration = new Backend({
    name: 'integration',
    baseUrl: () => env().INTEGRATION_URL,
    timeoutMs: () => env().BACKEND_TIMEOUT_MS,
    reshape,
    signIn: async (call) => {
      const answer = await call(integrationPaths.signin, {
        method: 'POST',
        json: { salt: env().INTEGRATION_SALT, api_key: env().INTEGRATION_API_KEY },
        schema: signinAnswerSchema,
      });
      return { value: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 };
    },
  });
  const panel = new Backend({
    name: 'panel',
    baseUrl: () => env().PANEL_URL,
    timeoutMs: () => env().BACKEND_TIMEOUT_MS,
    reshape,
    signIn: async (call) => {
      const answer = await call(panelPaths.login, {
        method: 'POST',
        json: { salt: env().PANEL_SALT, api_token: env().PANEL_API_TOKEN },
        schema: loginAnswerSchema,
      });
      const expiresAt = Date.parse(answer.expires_at);
      return { value: answer.token, expiresAt: Number.isNaN(expiresAt) ? Date.now() + 3_600_000 : expiresAt };
    },
  });
  return { integration, panel };
}

// Next.js loads the instrumentation hook and the pages in separate module graphs of one
// process: the clients live on globalThis so that the tokens obtained at start are shared.
const holder = globalThis as typeof globalThis & { __vitrineBackends?: Clients };

export function clients(): Clients {
  holder.__vitrineBackends ??= createClients();
  return holder.__vitrineBackends;
}
