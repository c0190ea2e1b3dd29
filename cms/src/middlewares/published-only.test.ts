import { describe, expect, it } from 'vitest';
import publishedOnly from './published-only';

// The middleware as Strapi runs it: a request context whose query the visitor wrote, then the
// route's handler.
async function run(query: Record<string, unknown>) {
  const ctx = { query: { ...query } };
  let seenByHandler: Record<string, unknown> | undefined;
  await publishedOnly()(ctx, async () => {
    seenByHandler = { ...ctx.query };
  });
  return seenByHandler;
}

describe('published-only middleware', () => {
  it.each([[{}], [{ status: 'draft' }], [{ status: 'published' }], [{ status: ['draft', 'published'] }]])(
    'the handler reads published content whatever the visitor asked: %j',
    async (query) => {
      expect((await run(query))?.status).toBe('published');
    },
  );

  it('leaves the rest of the query alone', async () => {
    const query = { status: 'draft', filters: { key: { $eq: 'sati' } }, populate: 'image', pagination: { pageSize: 50 } };
    expect(await run(query)).toEqual({ ...query, status: 'published' });
  });

  it('runs the handler exactly once and waits for it', async () => {
    const ctx = { query: {} as Record<string, unknown> };
    let calls = 0;
    let finished = false;
    await publishedOnly()(ctx, async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      finished = true;
    });
    expect(calls).toBe(1);
    expect(finished).toBe(true);
  });
});
