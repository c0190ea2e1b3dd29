export { loader } from './admin.progress[.]csv.server';
