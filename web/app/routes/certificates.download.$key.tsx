export { loader } from './certificates.download.$key.server';
