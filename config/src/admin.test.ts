import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from './admin';
import { messages } from './messages';
import { ACCOUNT_DELETION_PHRASE, accountDeletionSchema } from './records-member';

describe('the audit trail filters', () => {
  it('takes empty fields as no filter and numbers as numbers', () => {
    expect(auditQuerySchema.parse({ action: '', target: '', subject: '', page: '' })).toEqual({});
    expect(auditQuerySchema.parse({ action: 'volunteer.confirm', target: 'volunteer:3', subject: '12', page: '2' })).toEqual({ action: 'volunteer.confirm', target: 'volunteer:3', subject: 12, page: 2 });
  });

  it('refuses a filter that is not one, in Korean', () => {
    for (const query of [{ subject: 'abc' }, { subject: '0' }, { action: 'DROP TABLE' }, { target: 'x'.repeat(81) }]) {
      const result = auditQuerySchema.safeParse(query);
      expect(result.success, JSON.stringify(query)).toBe(false);
      expect(result.error?.issues[0].message).toBe(messages.audit_filter_invalid);
    }
    expect(auditQuerySchema.safeParse({ page: '0' }).error?.issues[0].message).toBe(messages.search_page_invalid);
  });
});

describe('the account deletion confirmation', () => {
  it('takes exactly the typed words, spaces around them allowed', () => {
    expect(accountDeletionSchema.parse({ confirm: ` ${ACCOUNT_DELETION_PHRASE} ` })).toEqual({ confirm: ACCOUNT_DELETION_PHRASE });
  });

  it('refuses anything else with the Korean reason', () => {
    for (const body of [{}, { confirm: '' }, { confirm: '탈퇴' }, { confirm: '탈퇴 합니다' }, { confirm: 1 }]) {
      expect(accountDeletionSchema.safeParse(body).error?.issues[0].message, JSON.stringify(body)).toBe(messages.account_delete_phrase);
    }
    expect(accountDeletionSchema.safeParse({ confirm: ACCOUNT_DELETION_PHRASE, more: 1 }).error?.issues[0].message).toBe(messages.account_delete_payload_invalid);
  });
});
