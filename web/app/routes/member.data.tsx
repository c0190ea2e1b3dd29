export { loader } from './member.data.server';
