export default {
  routes: [
    // Before the core `/semesters/:id` so that `current` is not read as an id.
    { method: 'GET', path: '/semesters/current', handler: 'api::semester.semester.current' },
  ],
};
