export { loader } from './404.server';

export default function NotFoundRoute() {
  return null;
}
