import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::course-code-image.course-code-image');
