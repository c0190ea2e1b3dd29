/** The records plugin's paths, at /api without the plugin prefix. */
export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [
      { method: 'GET', path: '/v1/me/data', handler: 'mydata.download', config: { auth: false, policies: ['global::learner'] } },
    ],
  },
};
