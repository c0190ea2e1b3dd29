export { feedsRepository } from './feeds';
