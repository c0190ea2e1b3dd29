export { loader } from './certificates.download.$certificateKey.server';
