import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@dharma/config/words';
import { CmsError } from './cms.server';
import { check, formAction, FormRefusal, readForm, type Refusal } from './form.server';

const post = (entries: [string, string | Blob][]) => {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return new Request('http://web.test/form', { method: 'POST', body });
};

const NAME = '이름을 적어 주세요.';
const AGREE = '동의해 주세요.';
const schema = z.object({ name: z.string().min(1, NAME), agreed: z.literal(true, { errorMap: () => ({ message: AGREE }) }) });

describe('readForm', () => {
  it('gives every field as a string, a repeated one in full, and a file as empty', async () => {
    const form = await readForm(
      post([
        ['intent', 'add'],
        ['learner', '3'],
        ['learner', '5'],
        ['photo', new Blob(['x'])],
      ]),
    );
    expect(form.values).toEqual({ intent: 'add', learner: '3', photo: '' });
    expect(form.get('learner')).toBe('3');
    expect(form.all('learner')).toEqual(['3', '5']);
    expect(form.get('missing')).toBe('');
    expect(form.all('missing')).toEqual([]);
    expect([form.has('photo'), form.has('missing')]).toEqual([true, false]);
  });
});

describe('check', () => {
  it('answers the parsed data', () => {
    expect(check(schema, { name: '보리', agreed: true })).toEqual({ name: '보리', agreed: true });
  });

  it('refuses with the first message, its field, 400, and each field once', () => {
    const refused = (() => {
      try {
        check(schema, { name: '', agreed: false });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(FormRefusal);
    expect(refused).toMatchObject({ message: NAME, field: 'name', status: 400, fields: { name: NAME, agreed: AGREE } });
  });

  it('names no field when the schema refuses the whole input', () => {
    expect(() => check(z.array(z.string()).min(1, '고르세요.'), [])).toThrow(
      expect.objectContaining({ message: '고르세요.', field: null }),
    );
  });
});

describe('formAction', () => {
  const answer = (r: Refusal) => r;

  it('answers the work when nothing is refused', async () => {
    expect(
      await formAction(
        async () => 'done',
        () => 'refused',
      ),
    ).toBe('done');
  });

  it('turns a FormRefusal into the refusal answer', async () => {
    const refusal = await formAction(async () => {
      throw new FormRefusal('없는 항목입니다.', null, 404);
    }, answer);
    expect(refusal).toEqual({ message: '없는 항목입니다.', field: null, status: 404, fields: {} });
  });

  it("turns the CMS's refusal into the same answer, with the CMS's reason and status", async () => {
    const refusal = await formAction(async () => {
      throw new CmsError(409, '이미 신청한 강좌입니다.', '/api/x');
    }, answer);
    expect(refusal).toEqual({ message: '이미 신청한 강좌입니다.', field: null, status: 409, fields: {} });
  });

  it('leaves a CMS refusal outside `statuses` to propagate, and every other error too', async () => {
    const cms = new CmsError(403, '권한이 없습니다.', '/api/x');
    await expect(formAction(() => Promise.reject(cms), answer, [400])).rejects.toBe(cms);
    await expect(formAction(() => Promise.reject(cms), answer, [])).rejects.toBe(cms);
    const broken = new Error('boom');
    await expect(formAction(() => Promise.reject(broken), answer)).rejects.toBe(broken);
    const page = new Response('down', { status: 503 });
    await expect(formAction(() => Promise.reject(page), answer)).rejects.toBe(page);
  });

  it('always answers the CMS\'s "too many requests" (429) beside the form, whatever `statuses` leaves out', async () => {
    for (const statuses of [[], [400], undefined]) {
      const refusal = await formAction(() => Promise.reject(new CmsError(429, messages.rate_limited, '/api/v1/member')), answer, statuses);
      expect(refusal).toEqual({ message: messages.rate_limited, field: null, status: 429, fields: {} });
    }
  });

  it('still answers a FormRefusal when the CMS refusals are left to the work', async () => {
    const refusal = await formAction(async () => check(schema, {}), answer, []);
    expect(refusal).toMatchObject({ status: 400, field: 'name' });
  });
});
