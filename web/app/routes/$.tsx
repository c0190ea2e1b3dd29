export { loader } from './$.server';

export default function CatchAll() {
  return null;
}
