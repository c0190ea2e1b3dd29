export { loader } from './admin.students[.]csv.server';
