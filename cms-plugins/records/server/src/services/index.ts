import mydata from './mydata';

export default { mydata };
