import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this response. The server puts it in the CSP header and
 * here; Remix's inline scripts carry it so they run while any injected script does not. In the
 * browser after hydration it is empty (browsers hide nonce values from the page).
 */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
