import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::course-code-image.course-code-image');
