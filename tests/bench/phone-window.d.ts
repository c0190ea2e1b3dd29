// What phone.mjs's observe() keeps in the page it measures, for the bench's code that runs in the page.
interface Window {
  __phoneBench: import('./phone.mjs').Seen;
}
