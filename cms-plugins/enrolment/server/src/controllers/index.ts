import apply from './apply';

export default { apply };
