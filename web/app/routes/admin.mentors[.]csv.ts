export { loader } from './admin.mentors[.]csv.server';
