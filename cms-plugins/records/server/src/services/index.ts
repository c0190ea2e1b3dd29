import calendar from './calendar';
import feed from './feed';
import member from './member';

export default {
  calendar,
  feed,
  member,
};
