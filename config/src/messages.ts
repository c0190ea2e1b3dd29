import { REQUIRED_COURSE } from './course-code';
import { PASS_THRESHOLD } from './policy';

/**
 * The one Korean message catalogue. Every user-facing string of web and every error message the
 * API returns comes from here, so wording is changed in one place.
 */

/** Alerts shown to visitors and learners, and the messages API errors carry (the same key, the same words). */
export const messages = {
  login_required: '로그인이 필요합니다.',
  members_only: '로그인한 사용자만 이용할 수 있습니다.',
  logout_done: '로그아웃 되었습니다.',
  name_required: '이름을 입력해 주세요.',
  consent_required: '개인정보 처리방침에 동의해야 회원가입을 완료할 수 있습니다.',
  signup_done: '회원가입이 완료되었습니다.',
  category_taken: '이미 추가된 과목을 삭제하고 새로 선택해 주세요.',
  already_in_cart: '이미 장바구니에 추가된 과목입니다.',
  nothing_selected: '선택된 과목이 없습니다.',
  apply_done: '수강신청이 완료되었습니다.',
  change_done: '수강신청 변경이 완료되었습니다.',
  change_blocked: '학습이 시작되어 변경이 불가능합니다.',
  apply_failed: '수강신청에 실패했습니다. 잠시 후 다시 시도해 주세요.',
  public_done: '공개강좌 신청이 완료되었습니다.',
  public_duplicate: '이미 신청한 강좌입니다.',
  self_study_done: '자율학습 신청이 완료되었습니다.',
  self_study_busy: '현재 진행 중인 과정이라 신청이 불가능합니다. 나의 공부방을 확인해 주세요.',
  level_preparing: '다음 단계는 준비 중입니다.',
  loading: '불러오는 중...',
  logging_in: '로그인 중...',
  // Enrolment
  course_code_invalid: '과정 코드가 올바르지 않습니다.',
  apply_payload_invalid: '신청 내용 형식이 올바르지 않습니다.',
  too_many_courses: '한 학기에는 일일 수행 과정 하나와 법문 강좌 하나만 신청할 수 있습니다.',
  two_in_slot: '한 학기에는 일일 수행 과정 하나와 법문 강좌 하나만 신청할 수 있습니다.',
  wrong_semester: '이번 신청 학기의 과정이 아닙니다.',
  unknown_course: '없는 과정입니다.',
  level_not_open: '지금 신청할 수 없는 단계입니다. 앞 단계를 먼저 수료해 주세요.',
  level_completed: '이미 수료한 단계입니다.',
  window_closed: '지금은 수강신청 기간이 아닙니다.',
  already_applied: '이미 이번 학기 수강신청을 하셨습니다. 변경은 변경 완료로 해 주세요.',
  not_applied: '이번 학기 수강신청 내역이 없습니다.',
  date_invalid: '날짜 형식이 올바르지 않습니다.',
  offering_mismatch: '강좌 정보가 일치하지 않습니다.',
  offering_ended: '신청 기간이 지난 강좌입니다.',
  self_study_one: '자율학습은 한 번에 하나만 신청할 수 있습니다.',
  religion_name_required: '법명을 입력해 주세요.',
  religion_name_too_long: '법명은 30자 이내로 입력해 주세요.',
  membership_duplicate: '이미 회원 신청을 하셨습니다.',
  membership_number_invalid: '회원 번호는 숫자 4~20자리로 입력해 주세요.',
  register_request_invalid: '요청 내용이 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  // Study room
  class_not_found: '수강 중인 과정이 아닙니다.',
  class_unpaid: '등록금 납부가 확인되면 공부방이 열립니다.',
  day_not_found: '없는 학습일입니다.',
  day_not_open: '아직 열리지 않은 학습일입니다. 해당 날짜부터 공부할 수 있습니다.',
  term_over: '학기가 끝나 더 이상 기록할 수 없습니다.',
  task_unknown: '이 학습일에 없는 과제입니다.',
  task_type_mismatch: '과제 종류가 맞지 않습니다.',
  task_payload_invalid: '과제 제출 형식이 올바르지 않습니다.',
  task_response_required: '답을 입력해 주세요.',
  task_response_too_long: '답은 2,000자 이내로 입력해 주세요.',
  task_check_required: '확인란을 체크해 주세요.',
  day_tasks_missing: '필수 과제를 모두 마쳐야 출석할 수 있습니다.',
  day_invalid: '학습일은 1 이상의 숫자여야 합니다.',
  task_saved: '저장했습니다.',
  day_done: '오늘의 공부를 마쳤습니다.',
  // API errors
  unauthorized: '인증 정보가 올바르지 않습니다. 다시 로그인해 주세요.',
  rate_limited: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  kakao_failed: '카카오 로그인에 실패했습니다. 다시 시도해 주세요.',
  kakao_denied: '카카오 로그인이 취소되었습니다.',
  cross_site: '다른 사이트에서 보낸 요청은 처리할 수 없습니다.',
  name_too_long: '이름은 50자 이내로 입력해 주세요.',
  article_type_invalid: '게시글 종류는 notice, post, faq 중 하나여야 합니다.',
  server_error: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  cms_unavailable: '지금은 학교 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export type MessageKey = keyof typeof messages;

/** How a learner's status for one level is shown: not taken, in study, completed (passed), not passed. */
export const statusLabels = {
  UNREGISTERED: '미수강',
  STUDY: '수강 중',
  COMPLETED: '수료',
  FAILED: '미이수',
} as const;

export const categoryLabels = {
  daily: '일일 수행 과정',
  lecture: '법문 강좌',
  required: '필수 과정',
} as const;

export const articleTypeLabels = {
  notice: '공지사항',
  post: '스님 글',
  faq: '자주 묻는 질문',
} as const;

/** Labels of the site's chrome and pages. */
export const ui = {
  siteName: '담마스쿨',
  siteTagline: '부처님 가르침을 일상에서 배우는 온라인 불교학교',
  skipToContent: '본문 바로가기',
  nav: {
    main: '주 메뉴',
    publicClass: '공개강좌',
    notices: '알림마당',
    notice: '공지사항',
    post: '스님 글',
    faq: '자주 묻는 질문',
    about: '학교 소개',
    login: '로그인 / 회원가입',
  },
  inquiry: {
    text: '수강이나 학습에 궁금한 점이 있으신가요?',
    link: '문의하기',
  },
  footer: {
    privacy: '개인정보 처리방침',
    companyDetails: '사업자 정보',
    representative: '대표',
    businessNumber: '사업자등록번호',
    address: '주소',
    phone: '전화',
    email: '이메일',
  },
  home: {
    title: '담마스쿨 | 온라인 불교학교',
    banners: '알림 배너',
    ctaApply: '수강신청 하기',
    ctaPeriod: '신청 기간',
    ctaTerm: '학습 기간',
    carouselTitle: '담마스쿨 교육과정',
    carouselPrev: '이전 과정 보기',
    carouselNext: '다음 과정 보기',
    carouselFirst: '첫 번째 과정입니다',
    carouselLast: '마지막 과정입니다',
    carouselRole: '슬라이드',
    carouselSlideRole: '과정',
    more: '더보기',
    moreAbout: (label: string) => `${label} 더보기`,
    empty: '등록된 글이 없습니다.',
    ctaFee: '등록금',
    /** What everyone pays each term, and the admission fee of a first semester. */
    ctaFeeEveryone: (registration: string, admission: string) => `${registration} (첫 학기 입학금 ${admission})`,
    /** What the signed-in learner owes this semester. */
    ctaFeeYours: (due: string, withAdmission: boolean) => (withAdmission ? `${due} (입학금 포함)` : due),
  },
  articles: {
    number: '번호',
    title: '제목',
    date: '게시일',
    empty: '등록된 글이 없습니다.',
    backToList: '목록으로',
    external: '(새 창)',
  },
  courses: {
    subCourses: (n: number) => `총 ${n}개 과정`,
    levelPicker: '단계 선택',
    level: (n: number) => `${n}단계`,
    choose: '보기',
    period: '학습 기간',
    volume: '학습량',
    lectureType: '학습 형태',
    credits: '학점',
    creditsValue: (n: number) => `${n}학점`,
    textbooks: '교재',
    contents: '학습 내용',
    evaluation: '평가',
    target: '수강 대상',
    learningEffects: '학습 효과',
    otherInformation: '기타 안내',
    none: '-',
    apply: '수강신청 하러 가기',
  },
  privacy: {
    title: '개인정보 처리방침',
    version: '버전',
    effective: '시행일',
    history: '개정 이력',
  },
  errors: {
    notFoundTitle: '페이지를 찾을 수 없습니다',
    notFoundText: '주소가 바뀌었거나 삭제된 페이지입니다.',
    errorTitle: '문제가 발생했습니다',
    unavailableTitle: '잠시 후 다시 이용해 주세요',
    home: '홈으로 가기',
  },
  login: {
    title: '로그인',
    kakao: '카카오로 시작하기',
    intro: '카카오 계정으로 로그인하면 수강신청과 나의 공부방을 이용할 수 있습니다.',
    continue: '계속하기',
  },
  signup: {
    title: '회원가입',
    intro: '담마스쿨에서 사용할 이름을 입력하고 개인정보 처리방침에 동의해 주세요.',
    name: '이름',
    nameHint: '실명 또는 법명을 입력해 주세요. 수료증에 표시됩니다.',
    consent: '개인정보 처리방침에 동의합니다.',
    policyLink: '개인정보 처리방침 보기',
    submit: '가입 완료',
  },
  user: {
    goStudy: '공부하러 가기',
    menuSuffix: '메뉴',
    current: '이번 학기 수강 과정',
    all: '전체 수강 과정',
    coming: '다음 학기 신청 내역',
    logout: '로그아웃',
    studentMenu: '학생 정보',
    semester: (n: number) => (n > 0 ? `${n}학기` : '첫 학기 수강 전'),
    credits: '학점',
    creditsOf: (earned: number, needed: number) => `${earned} / ${needed}`,
    admin: '관리자 화면',
  },
  admin: {
    title: '관리자 화면',
    greeting: (name: string) => `${name}님, 안녕하세요.`,
    articles: '게시글 관리',
    articleTypes: '공지사항 · 스님 글 · 자주 묻는 질문 등록',
    students: '학생 관리',
    allStudents: '전체 학생 목록',
    approval: '이번 학기 수강 승인',
    progress: '이번 학기 학습 현황',
    mentoring: '멘토 · 멘티 관리',
    curriculum: '교육과정 검색',
    coming: '이 화면의 기능은 다음 작업에서 연결됩니다.',
  },
  studyroom: {
    title: '나의 공부방',
    periods: { current: '이번 학기 수강 과정', all: '전체 수강 과정', coming: '다음 학기 신청 내역' } as Record<string, string>,
    coming: '공부방 내용은 수강신청 기능과 함께 열립니다.',
  },
  selfStudy: { title: '자율학습' },
  register: {
    title: (label: string) => `${label} 수강신청`,
    steps: '신청 단계',
    step1: '1. 과목 선택',
    step2: '2. 확인 및 신청',
    period: '신청 기간',
    term: '학습 기간',
    closed: '지금은 수강신청 기간이 아닙니다. 다음 신청 기간을 기다려 주세요.',
    signInToApply: '로그인하면 나의 수강 이력에 맞추어 신청할 수 있습니다.',
    requiredNote: `사띠 ${REQUIRED_COURSE.level}단계는 모든 학인이 매 학기 함께하는 필수 과정으로 자동 포함됩니다.`,
    passNote: `학습일의 ${Math.round(PASS_THRESHOLD * 100)}% 이상을 완료하면 통과이며, 다음 학기에 이어서 공부할 수 있습니다.`,
    progress: (p: number) => `진도 ${p}%`,
    actions: { apply: '신청', extend: '연장', retake: '재수강' } as Record<string, string>,
    actionFor: (action: string, name: string, level: number) => `${name} ${level}단계 ${action}`,
    cart: '장바구니',
    cartEmpty: '선택한 과목이 없습니다.',
    remove: '빼기',
    removeFor: (name: string) => `${name} 빼기`,
    next: '다음',
    back: '이전',
    review: '신청 과목',
    fees: '납부 안내',
    registrationFee: '등록금',
    admissionFee: '입학금 (처음 한 번만)',
    account: '입금 계좌',
    due: '납부 기한',
    submit: '신청 완료',
    change: '변경 완료',
    slot: { daily: '일일 수행', lecture: '법문 강좌', required: '필수' } as Record<string, string>,
  },
  coming: {
    title: '다음 학기 신청 내역',
    empty: '신청한 과정이 없습니다.',
    course: '과정',
    code: '과정 코드',
    status: '상태',
    amountDue: '납부할 금액',
    account: '입금 계좌',
    due: '납부 기한',
    change: '신청 변경하기',
    applicationStatus: { applied: '신청', approved: '승인', cancelled: '취소', studying: '수강 중', completed: '수료', failed: '미이수' } as Record<string, string>,
  },
  offering: {
    period: '기간',
    perDay: (m: number) => `하루 ${m}분`,
    days: (d: number) => `${d}일`,
    apply: '신청하기',
    ended: '신청 기간이 지난 강좌입니다.',
    goStudy: '공부하러 가기',
    freeClassTitle: '공개강좌',
  },
} as const;

/** Formats a won amount as Korean readers expect: 100,000원. */
// One formatter for the process: toLocaleString builds a new one on every call.
const WON = new Intl.NumberFormat('ko-KR');
export function formatWon(amount: number): string {
  return `${WON.format(amount)}원`;
}

/** 2025-09-06 → 2025.09.06 */
export function formatDate(isoDate: string): string {
  return isoDate.slice(0, 10).replace(/-/g, '.');
}
