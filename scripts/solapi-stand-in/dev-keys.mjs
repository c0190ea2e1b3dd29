// The stand-in's keys, channel and sender in development, apart from the stand-in itself: npm
// start gives them to the CMS and imports no package to do so (decision 040, as kakao-stand-in/paths.mjs).

/** What npm start's SOLAPI stand-in accepts, and what the CMS is given to call it with. */
export const DEV_SOLAPI = {
  apiKey: 'dev-solapi-key',
  apiSecret: 'dev-solapi-secret-0123456789',
  pfId: 'KA01PF-DEV-DHARMA',
  sender: '0212345678',
};

/** Where npm start runs it unless SOLAPI_STAND_IN_PORT says otherwise. */
export const DEV_SOLAPI_PORT = '9410';
