/** The URL of each script for pages React does not hydrate (web/vite-enhancers.ts). */
declare module 'virtual:enhancers' {
  const urls: Partial<Record<'home' | 'forms', string>>;
  export default urls;
}
