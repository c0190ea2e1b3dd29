/** The records plugin's paths, at /api without the plugin prefix. */
export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [],
  },
};
