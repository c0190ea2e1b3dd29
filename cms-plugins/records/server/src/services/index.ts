import calendar from './calendar';
import feed from './feed';

export default {
  calendar,
  feed,
};
