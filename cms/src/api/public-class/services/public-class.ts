import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::public-class.public-class');
