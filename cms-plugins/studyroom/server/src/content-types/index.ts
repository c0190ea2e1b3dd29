import { CATALOG_KEYS, TASK_TYPES } from '@dharma/config';

/**
 * Lessons are content: editors write them in the panel (draft, then publish). A lesson belongs to
 * a course family and level, is day `number` of that course's classes and opens on term day
 * `opensOnDay`. Learners' responses and completed days are records with unique indexes: at most
 * one response per learner, class, day and task, and one completion per learner, class and day,
 * even with several CMS processes writing at once.
 *
 * `owner` is the learner's user id as a plain column (a relation lives in a join table and could
 * not take part in the indexes); `application` is the id of the learner's enrolment application
 * for the class (their grade); `courseCode` names the class (`2027SP-D5`).
 */
const learnerRecord = {
  owner: { type: 'integer', required: true, min: 1 },
  application: { type: 'integer', required: true, min: 1 },
  courseCode: { type: 'string', required: true },
  day: { type: 'integer', required: true, min: 1 },
};

export default {
  lesson: {
    schema: {
      kind: 'collectionType',
      collectionName: 'studyroom_lessons',
      info: { singularName: 'lesson', pluralName: 'lessons', displayName: '수업 (Lesson)', description: 'One day of a course: the teaching, a scripture passage, a video and the tasks.' },
      options: { draftAndPublish: true },
      pluginOptions: { 'content-manager': { visible: true }, 'content-type-builder': { visible: false } },
      attributes: {
        catalog: { type: 'enumeration', enum: [...CATALOG_KEYS], required: true },
        level: { type: 'integer', required: true, min: 1, max: 99 },
        number: { type: 'integer', required: true, min: 1, max: 999 },
        opensOnDay: { type: 'integer', required: true, min: 1, max: 999 },
        title: { type: 'string', required: true, maxLength: 120 },
        body: { type: 'blocks' },
        scripture: { type: 'component', repeatable: false, component: 'studyroom.scripture' },
        story: { type: 'text' },
        video: { type: 'component', repeatable: false, component: 'studyroom.video' },
        tasks: { type: 'component', repeatable: true, component: 'studyroom.task' },
      },
      indexes: [{ name: 'studyroom_lessons_course_idx', columns: ['catalog', 'level', 'number'] }],
    },
  },
  'task-response': {
    schema: {
      kind: 'collectionType',
      collectionName: 'studyroom_task_responses',
      info: { singularName: 'task-response', pluralName: 'task-responses', displayName: '과제 답 (Task response)' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        ...learnerRecord,
        taskKey: { type: 'string', required: true },
        type: { type: 'enumeration', enum: [...TASK_TYPES], required: true },
        // A written answer, as the learner wrote it (trimmed); null for a ticked check.
        response: { type: 'text' },
      },
      indexes: [
        { name: 'studyroom_response_unique', columns: ['owner', 'course_code', 'day', 'task_key'], type: 'unique' },
        { name: 'studyroom_response_class_day_idx', columns: ['course_code', 'day'] },
      ],
    },
  },
  'day-completion': {
    schema: {
      kind: 'collectionType',
      collectionName: 'studyroom_day_completions',
      info: { singularName: 'day-completion', pluralName: 'day-completions', displayName: '학습일 완료 (Completed day)' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        ...learnerRecord,
        completedAt: { type: 'datetime', required: true },
      },
      indexes: [{ name: 'studyroom_completion_unique', columns: ['owner', 'course_code', 'day'], type: 'unique' }],
    },
  },
};
