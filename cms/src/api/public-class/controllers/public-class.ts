import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::public-class.public-class');
