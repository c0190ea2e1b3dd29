import { useEffect, useState } from 'react';

/** True once React runs in the browser: forms then ask for an answer in place instead of a redirect. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
