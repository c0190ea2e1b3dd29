import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::self-study.self-study');
