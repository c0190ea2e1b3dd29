import contentTypes from './content-types';

export default {
  register() {},
  bootstrap() {},
  contentTypes,
  controllers: {},
  routes: {},
  services: {},
};
