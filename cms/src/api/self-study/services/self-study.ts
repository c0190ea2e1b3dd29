import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::self-study.self-study');
