// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

import { chromeUi } from './chrome';

// Member page (records plugin).
export const memberUi = {
  /** The header's menu names the page the same way. */
  title: chromeUi.user.member,
  profile: '기본 정보',
  name: '이름',
  email: '이메일',
  emailNote: '카카오 계정의 이메일을 그대로 사용합니다.',
  noEmail: '카카오 계정에 이메일이 없습니다.',
  phone: '휴대폰 번호 (선택)',
  phoneHint: '010-1234-5678처럼 적어 주세요. 비워 두면 지웁니다.',
  save: '저장',
  membership: '신도 회원',
  dharmaName: '법명',
  dharmaNameHint: '신도 회원의 법명입니다 (30자 이내). 비워 두면 지웁니다.',
  noMembership: '아직 신도 회원 신청을 하지 않았습니다.',
  apply: '신도 회원 신청',
  agree: '신도 회원 가입과 개인정보 수집에 동의합니다.',
  applied: '신도 회원 신청을 접수했습니다.',
  status: '신청 상태',
  statuses: { applied: '신청 접수', approved: '승인', cancelled: '취소' } as Record<string, string>,
  number: '회원 번호',
  noNumber: '등록된 회원 번호가 없습니다.',
  numberHint: '이미 신도 회원이라면 회원 번호(숫자 4~20자리)를 입력해 주세요.',
  saveNumber: '회원 번호 저장',
  numberSaved: '회원 번호를 저장했습니다.',
  consents: '동의 내역',
  consentKinds: { privacy: '개인정보 처리방침', membership: '신도 회원 가입' } as Record<string, string>,
  version: (v: string | null) => (v ? `버전 ${v}` : '버전 정보 없음'),
  noConsents: '동의 내역이 없습니다.',
  myData: '내 정보',
  download: '내 데이터 내려받기',
  deleteLink: '회원 탈퇴 (계정 삭제)',
  notSet: '없음',
} as const;
