// One part of the Korean message catalogue (../messages.ts): the notices' one-click stop page, the
// member page's notice settings (e-mail, and the KakaoTalk channel's number and choices) and the
// names of the kinds as learners see them.
import type { NoticeKind } from '../../rules/notices';
import { KAKAO_KINDS_AT_NIGHT, QUIET_FROM_HOUR, QUIET_UNTIL_HOUR, type ChannelChoice } from '../../rules/notice-channels';

const kinds = {
  application_received: '수강신청 접수',
  payment_approved: '입금 확인',
  application_cancelled: '수강신청 취소',
  writing_hidden: '게송·이야기 가림',
  volunteer_confirmed: '봉사 시간 확인',
  term_result: '학기 결과',
  window_opening: '수강신청 시작',
  account_deleted: '회원 탈퇴 완료',
  daily_reminder: '오늘의 공부 알림',
  announcement: '학교 공지',
  address_confirmation: '알림 주소 확인',
} as const satisfies Record<NoticeKind, string>;

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

export const noticesUi = {
  stopTitle: '알림 그만 받기',
  stopAsk: (kind: string) => `'${kind}' 알림을 그만 받을까요?`,
  stopSubmit: '그만 받기',
  stopDone: (kind: string) => `'${kind}' 알림을 껐습니다. 다시 받으려면 회원 정보에서 켤 수 있습니다.`,
  settings: '알림 설정 보기',
  section: '메일 알림',
  sendsTo: '알림을 보내는 주소',
  noAddress: '카카오 계정에 메일 주소가 없어 알림을 보낼 수 없습니다.',
  choose: '받을 알림',
  save: '알림 설정 저장',
  saved: '알림 설정을 저장했습니다.',
  kakaoAddress: '카카오 계정의 메일 주소입니다.',
  otherAddress: '확인을 마친 다른 메일 주소입니다.',
  newAddress: '다른 주소로 받기',
  newAddressHint: '입력한 주소로 확인 메일을 보냅니다. 메일의 링크를 열어 확인하기 전까지는 지금 주소로 계속 보냅니다.',
  sendConfirmation: '확인 메일 보내기',
  confirmationSent: (address: string) => `${address}(으)로 확인 메일을 보냈습니다. 메일의 링크를 열어 확인을 마쳐 주세요.`,
  backToKakao: '카카오 메일 주소로 받기',
  backToKakaoDone: '이제 카카오 계정의 메일 주소로 알림을 보냅니다.',
  reminderAt: '오늘의 공부 알림 시각',
  reminderAtHint: '한국 시각입니다. 그날 공부가 열려 있고 아직 마치지 않았을 때만 하루 한 번 보냅니다.',
  confirmTitle: '알림 받을 메일 주소 확인',
  confirmAsk: (address: string) => `앞으로 알림을 ${address}(으)로 받을까요?`,
  confirmSubmit: '이 주소로 받기',
  confirmDone: (address: string) => `이제 알림을 ${address}(으)로 보냅니다.`,
  // The KakaoTalk channel (알림톡), when the school sends it: the mobile number and its code.
  sectionWithKakao: '카카오톡·메일 알림',
  kakaoTitle: '카카오톡 알림톡',
  phoneNumber: '알림톡을 받는 휴대폰 번호',
  noPhone: '확인한 휴대폰 번호가 없습니다. 알림은 모두 메일로 보냅니다.',
  phoneInput: '알림톡 받을 휴대폰 번호',
  phoneChange: '다른 휴대폰 번호로 바꾸기',
  phoneHint: '010-1234-5678처럼 적어 주세요. 이 번호로 확인 코드를 문자로 보냅니다. 확인을 마치기 전까지는 알림을 지금처럼 보냅니다.',
  sendCode: '확인 코드 받기',
  codeSent: (phone: string) => `${phone}(으)로 확인 코드를 문자로 보냈습니다.`,
  phoneAlready: (phone: string) => `${phone}은(는) 이미 확인한 번호입니다. 알림톡을 이 번호로 보냅니다.`,
  codeTitle: '휴대폰 번호 확인',
  codeAsk: (phone: string, minutes: number) =>
    `${phone}(으)로 확인 코드 6자리를 문자로 보냈습니다. ${minutes}분 안에 입력해 주세요. 기한이 지나면 확인 코드를 다시 받아 주세요.`,
  code: '확인 코드',
  codeHint: '문자로 받은 숫자 6자리입니다.',
  confirmCode: '번호 확인',
  phoneConfirmed: (phone: string) => `휴대폰 번호를 확인했습니다. 이제 알림톡을 ${phone}(으)로 보냅니다.`,
  removePhone: '번호 지우기',
  phoneRemoved: '휴대폰 번호를 지웠습니다. 이제 알림은 모두 메일로 보냅니다.',
  // Where each kind goes, in the choices form.
  channelsTitle: '알림 받을 곳',
  channels: { kakao: '카카오톡', email: '메일', both: '둘 다' } satisfies Record<ChannelChoice, string>,
  channelsNoPhone: '휴대폰 번호를 확인하기 전에는 카카오톡으로 고른 알림도 메일로 보냅니다.',
  quietHours: `카카오톡 알림은 한국 시각 ${hour(QUIET_FROM_HOUR)}부터 다음 날 ${hour(QUIET_UNTIL_HOUR)}까지는 보내지 않고 ${hour(QUIET_UNTIL_HOUR)}에 보냅니다. 기다리시는 계정·입금 소식(${KAKAO_KINDS_AT_NIGHT.map((k) => kinds[k]).join(', ')})은 밤에도 바로 보냅니다. 메일은 시각과 관계없이 바로 보냅니다.`,
  kinds,
} as const;
