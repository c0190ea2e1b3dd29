import { Agent, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici';

/** Where the solapi SDK sends every call: its base URL is fixed in the SDK. */
export const SOLAPI_ORIGIN = 'https://api.solapi.com';

/**
 * Sends this process's calls to SOLAPI to the local stand-in (scripts/solapi-stand-in) instead,
 * for development and tests only. The SDK's base URL cannot be set and it calls the global
 * `fetch`, so the calls are rerouted below it, in undici's global dispatcher, not by changing the
 * SDK: every other origin goes on as before. Only a stand-in on this machine is accepted, so a
 * stray SOLAPI_STAND_IN_URL cannot carry the learners' messages (numbers, names) anywhere else.
 * Returns the undoing: the previous dispatcher back, the stand-in's connections closed.
 */
export function routeSolapiTo(url: string): () => Promise<void> {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
    throw new Error(`SOLAPI_STAND_IN_URL must be a stand-in on this machine (127.0.0.1 or localhost), not ${target.host}.`);
  }
  const standIn = target.origin;
  const previous = getGlobalDispatcher();
  const agent = new Agent();
  const routed: Dispatcher = agent.compose(
    (dispatch) => (options, handler) =>
      dispatch(options.origin && new URL(options.origin).origin === SOLAPI_ORIGIN ? { ...options, origin: standIn } : options, handler),
  );
  setGlobalDispatcher(routed);
  return async () => {
    // Another routing installed since is left alone.
    if (getGlobalDispatcher() === routed) setGlobalDispatcher(previous);
    await agent.close();
  };
}
