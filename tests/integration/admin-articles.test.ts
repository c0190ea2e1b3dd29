import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { sharedLearnerStack, type LearnerStack } from '../support/learners';

/**
 * The article order in the back office against a real Strapi: the staff policy, a move up or
 * down and a whole new order, both shown by the public list readers get; a stale or foreign order
 * refused; an editor's unpublished draft left unpublished; the audit entry.
 */
const UID = 'api::article.article';
let stack: LearnerStack;
let staff: string;

const list = () => stack.call('GET', '/v1/staff/articles/faq', { token: staff });
const publicTitles = async () => (await stack.call('GET', '/v2/admin/articles/faq', { secret: null })).body.map((a: any) => a.title);

beforeAll(async () => {
  stack = await sharedLearnerStack('no-demo', { SEED_DEMO_CONTENT: 'false' });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
  const documents = stack.cms.strapi.documents(UID);
  for (const [i, title] of ['첫째 질문', '둘째 질문', '셋째 질문'].entries()) {
    await documents.create({ data: { type: 'faq', title, order: i }, status: 'published' });
  }
});

afterAll(async () => {
  await stack?.stop();
});

describe('the staff policy', () => {
  it('refuses the list, a move and an order to anonymous callers (401) and learners (403)', async () => {
    const learner = (await stack.signIn(`articles.${Date.now()}@example.com`, '학인')).access_token;
    const ids = (await list()).body.map((a: any) => a.document_id);
    for (const [method, path, body] of [
      ['GET', '/v1/staff/articles/faq', undefined],
      ['POST', '/v1/staff/articles/faq/move', { document_id: ids[1], direction: 'up' }],
      ['PUT', '/v1/staff/articles/faq/order', { document_ids: [...ids].reverse() }],
    ] as const) {
      expect((await stack.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await stack.call(method, path, { token: learner, body })).status, `${method} ${path}`).toBe(403);
    }
    expect(await publicTitles()).toEqual(['첫째 질문', '둘째 질문', '셋째 질문']);
  });
});

describe('the order', () => {
  it('moves one article up, and readers get the new order', async () => {
    const ids = (await list()).body.map((a: any) => a.document_id);
    const moved = await stack.call('POST', '/v1/staff/articles/faq/move', { token: staff, body: { document_id: ids[2], direction: 'up' } });
    expect(moved.status).toBe(200);
    expect(moved.body.map((a: any) => [a.title, a.order])).toEqual([
      ['첫째 질문', 1],
      ['셋째 질문', 2],
      ['둘째 질문', 3],
    ]);
    expect(await publicTitles()).toEqual(['첫째 질문', '셋째 질문', '둘째 질문']);
    // The first cannot go further up: nothing changes.
    expect(
      (await stack.call('POST', '/v1/staff/articles/faq/move', { token: staff, body: { document_id: ids[0], direction: 'up' } })).body.map(
        (a: any) => a.title,
      ),
    ).toEqual(['첫째 질문', '셋째 질문', '둘째 질문']);
  });

  it('saves a whole new order (a drag) and writes the audit entry with before and after', async () => {
    const before = (await list()).body;
    const reversed = [...before].reverse().map((a: any) => a.document_id);
    const res = await stack.call('PUT', '/v1/staff/articles/faq/order', { token: staff, body: { document_ids: reversed } });
    expect(res.status).toBe(200);
    expect(await publicTitles()).toEqual(before.map((a: any) => a.title).reverse());
    const audit = await stack.cms.strapi.db
      .query('plugin::records.audit-entry')
      .findMany({ where: { action: 'article.reorder' }, orderBy: { id: 'desc' }, limit: 1 });
    expect(audit[0]).toMatchObject({
      target: 'articles:faq',
      before: { order: before.map((a: any) => a.title).join(' / ') },
      after: {
        order: before
          .map((a: any) => a.title)
          .reverse()
          .join(' / '),
      },
    });
  });

  it('refuses a stale or foreign order, an unknown article and bad input in Korean, changing nothing', async () => {
    const shown = await publicTitles();
    const ids = (await list()).body.map((a: any) => a.document_id);
    const notice = await stack.cms.strapi.documents(UID).create({ data: { type: 'notice', title: '공지', order: 0 }, status: 'published' });
    for (const [method, path, body, status, message] of [
      ['PUT', '/v1/staff/articles/faq/order', { document_ids: ids.slice(1) }, 409, messages.article_order_invalid],
      ['PUT', '/v1/staff/articles/faq/order', { document_ids: [ids[0], ids[0], ids[1]] }, 409, messages.article_order_invalid],
      ['PUT', '/v1/staff/articles/faq/order', { document_ids: [...ids.slice(1), notice.documentId] }, 409, messages.article_order_invalid],
      ['PUT', '/v1/staff/articles/faq/order', { document_ids: 'x' }, 400, messages.article_order_invalid],
      ['POST', '/v1/staff/articles/faq/move', { document_id: notice.documentId, direction: 'up' }, 404, messages.article_not_found],
      ['POST', '/v1/staff/articles/faq/move', { document_id: ids[1], direction: 'left' }, 400, messages.article_move_invalid],
      ['GET', '/v1/staff/articles/blog', undefined, 400, messages.article_type_invalid],
    ] as const) {
      const res = await stack.call(method, path, { token: staff, body });
      expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(status);
      expect(res.body.error.message).toBe(message);
    }
    expect(await publicTitles()).toEqual(shown);
  });

  it('leaves an editor’s unpublished changes unpublished', async () => {
    const documents = stack.cms.strapi.documents(UID);
    const [first] = (await list()).body;
    await documents.update({ documentId: first.document_id, data: { title: '고치는 중인 제목' } });
    const ids = (await list()).body.map((a: any) => a.document_id);
    expect(
      (await stack.call('PUT', '/v1/staff/articles/faq/order', { token: staff, body: { document_ids: [...ids].reverse() } })).status,
    ).toBe(200);
    expect(await publicTitles()).toContain(first.title);
    expect(await publicTitles()).not.toContain('고치는 중인 제목');
    const draft = await documents.findOne({ documentId: first.document_id, status: 'draft' });
    expect(draft).toMatchObject({ title: '고치는 중인 제목', order: ids.length });
  });
});
