export { loader } from './calendar_.feed.$file.server';
