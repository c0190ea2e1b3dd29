export { loader } from './uploads.$.server';
