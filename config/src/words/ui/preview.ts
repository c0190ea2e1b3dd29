// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

/** The lesson preview editors open from the admin panel. */
export const previewUi = {
  banner: '미리보기 — 학습자에게 보이는 모습',
  status: { draft: '초안', published: '게시됨' } as Record<string, string>,
  versionOf: (status: string) => `보고 있는 판: ${status}`,
  opensOn: (day: number) => `학기 ${day}일째에 열립니다.`,
  beyondTermsTitle: '학기 안에 열리지 않음',
  beyondTerms: (day: number, longest: number) =>
    `학기 ${day}일째는 어느 학기에도 없습니다 (가장 긴 학기 ${longest}일). 더 긴 학기가 생길 때까지 이 수업은 학인의 공부방에 보이지 않고, 진도와 수료 기준에도 들어가지 않습니다.`,
  tasksDisabled: '미리보기에서는 과제를 제출할 수 없습니다.',
  refusedTitle: '미리보기를 열 수 없습니다',
} as const;
