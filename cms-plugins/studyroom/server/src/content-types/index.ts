import { CATALOG_KEYS, POST_TYPES, TASK_TYPES } from '@dharma/config/rules';

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
      info: {
        singularName: 'lesson',
        pluralName: 'lessons',
        displayName: '수업',
        description: '과정의 하루 공부: 가르침, 경전 구절, 영상, 과제.',
      },
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
      info: { singularName: 'task-response', pluralName: 'task-responses', displayName: '과제 답' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        ...learnerRecord,
        taskKey: { type: 'string', required: true },
        type: { type: 'enumeration', enum: [...TASK_TYPES], required: true },
        // A written answer, as the learner wrote it (trimmed); null for a ticked check.
        response: { type: 'text' },
        // A verse or story answer is a post its classmates read. Staff hide a post (learners
        // cannot): it then leaves the boards and the tallies.
        hidden: { type: 'boolean', default: false, required: true },
        // Why, when and by whom staff hid it: the author reads the reason on their day page.
        hiddenReason: { type: 'string', maxLength: 200 },
        hiddenAt: { type: 'datetime' },
        hiddenBy: { type: 'integer' },
        // The scripture verse of the day's lesson when the post was written (its book id and verse
        // number), so a verse's best posts across classes are one indexed query.
        bookId: { type: 'integer', min: 1 },
        verse: { type: 'integer', min: 1 },
      },
      indexes: [
        { name: 'studyroom_response_unique', columns: ['owner', 'course_code', 'day', 'task_key'], type: 'unique' },
        { name: 'studyroom_response_class_day_idx', columns: ['course_code', 'day'] },
        { name: 'studyroom_response_book_verse_idx', columns: ['book_id', 'verse', 'type'] },
      ],
    },
  },
  'day-completion': {
    schema: {
      kind: 'collectionType',
      collectionName: 'studyroom_day_completions',
      info: { singularName: 'day-completion', pluralName: 'day-completions', displayName: '학습일 완료' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        ...learnerRecord,
        completedAt: { type: 'datetime', required: true },
      },
      indexes: [{ name: 'studyroom_completion_unique', columns: ['owner', 'course_code', 'day'], type: 'unique' }],
    },
  },
  /**
   * A learner's vote for a classmate's post: one per voter, class, day and type (a unique index,
   * so voting again moves the one vote, even with simultaneous requests in several processes).
   * `post` is the id of the task response voted for; `voter` the learner's user id.
   */
  vote: {
    schema: {
      kind: 'collectionType',
      collectionName: 'studyroom_votes',
      info: { singularName: 'vote', pluralName: 'votes', displayName: '투표' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        voter: { type: 'integer', required: true, min: 1 },
        application: { type: 'integer', required: true, min: 1 },
        courseCode: { type: 'string', required: true },
        day: { type: 'integer', required: true, min: 1 },
        type: { type: 'enumeration', enum: [...POST_TYPES], required: true },
        post: { type: 'integer', required: true, min: 1 },
      },
      indexes: [
        { name: 'studyroom_vote_unique', columns: ['voter', 'course_code', 'day', 'type'], type: 'unique' },
        { name: 'studyroom_vote_class_day_idx', columns: ['course_code', 'day'] },
        { name: 'studyroom_vote_post_idx', columns: ['post'] },
      ],
    },
  },
};
