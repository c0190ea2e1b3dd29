import { describe, expect, it } from 'vitest';
import { demoVotes } from './studyroom-votes';

describe('demoVotes', () => {
  const posts = [1, 2, 3, 4].flatMap((owner) => [
    { id: owner * 10 + 1, owner, day: 1, type: 'verse' as const },
    { id: owner * 10 + 2, owner, day: 1, type: 'story' as const },
    { id: owner * 10 + 3, owner, day: 2, type: 'verse' as const },
  ]);
  const voters = [1, 2, 3, 4, 5].map((owner) => ({ owner, application: owner + 100 }));

  it('at most one vote per voter, day and type, never for the voter’s own post, always for a post of that day and type', () => {
    const votes = demoVotes(posts, voters);
    const keys = votes.map((v) => `${v.voter}:${v.day}:${v.type}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const vote of votes) {
      const post = posts.find((p) => p.id === vote.post)!;
      expect(post.owner).not.toBe(vote.voter);
      expect([post.day, post.type]).toEqual([vote.day, vote.type]);
      expect(vote.application).toBe(vote.voter + 100);
    }
  });

  it('gives a day a favourite and leaves some voters out, the same way every time', () => {
    const votes = demoVotes(posts, voters);
    expect(demoVotes([...posts].reverse(), voters)).toEqual(votes);
    const day1 = votes.filter((v) => v.day === 1 && v.type === 'verse');
    expect(day1.length).toBeLessThan(voters.length);
    const counts = new Map<number, number>();
    for (const v of day1) counts.set(v.post, (counts.get(v.post) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeGreaterThan(1);
  });
});
