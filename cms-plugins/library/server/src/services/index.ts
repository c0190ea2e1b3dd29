import indexer from './indexer';
import search from './search';

export default {
  indexer,
  search,
};
