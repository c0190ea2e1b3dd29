import { describe, expect, it } from 'vitest';
import { firstIssue } from '../words/first-issue';
import { messages } from '../words/messages';
import { isReadableName } from './records-member';
import { memberProfileSchema } from '../contracts/records-member';
import { membershipSchema, signupSchema } from '../contracts/schemas';

describe('names people can read', () => {
  it.each(['김보리', '법현', 'Jane O’Neil', "Jane O'Neil", '김 민수', 'Anne-Marie', 'Dr. Lee', 'Nguyễn Thị', 'スズキ', '王小明'])(
    '%s is a name',
    (name) => expect(isReadableName(name)).toBe(true),
  );

  it.each([
    ['a quote mark alone', '"'],
    ['an emoji alone', '😀'],
    ['digits and symbols', '123-!?'],
    ['a zero-width space inside', '김\u200b보리'],
    ['a direction override', '\u202e김보리'],
    ['a control character', '김\u0007보리'],
    ['a Hangul filler alone', '\u3164'],
    ['a half-width Hangul filler', '\uFFA0\uFFA0'],
    ['a private-use character', '김\uE000'],
  ])('%s is not', (_, name) => expect(isReadableName(name)).toBe(false));

  it('one rule with its Korean message for sign-up, the member page and the membership application', () => {
    const signup = signupSchema.safeParse({ username: '😀', agreed: true });
    expect(signup.success || firstIssue(signup.error)).toBe(messages.name_unreadable);
    const member = memberProfileSchema.safeParse({ name: '"' });
    expect(member.success || firstIssue(member.error)).toBe(messages.name_unreadable);
    const dharma = memberProfileSchema.safeParse({ name: '김보리', religion_name: '\u200b\u200b' });
    expect(dharma.success || firstIssue(dharma.error)).toBe(messages.religion_name_unreadable);
    const membership = membershipSchema.safeParse({ religion_name: '🙏', agreed: true });
    expect(membership.success || firstIssue(membership.error)).toBe(messages.religion_name_unreadable);
    // Names are trimmed, and an empty dharma name on the member page still clears it.
    expect(signupSchema.parse({ username: '  김보리 ', agreed: true }).username).toBe('김보리');
    expect(memberProfileSchema.parse({ name: '김보리', religion_name: '' }).religion_name).toBeNull();
    expect(firstIssue(membershipSchema.safeParse({ religion_name: '', agreed: true }).error!)).toBe(messages.religion_name_required);
  });
});
