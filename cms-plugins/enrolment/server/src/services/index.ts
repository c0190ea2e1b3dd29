import enrolment from './enrolment';

export default { enrolment };
