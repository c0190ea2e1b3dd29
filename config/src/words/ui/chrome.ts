// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

/** The school's name, as the site and its certificates write it. */
export const SCHOOL_NAME = '담마스쿨';

/** What every page shows around its content: header, menus, footer, error pages. */
export const chromeUi = {
  siteName: SCHOOL_NAME,
  /** The document's title on pages that name none (the home page's). */
  title: '담마스쿨 | 온라인 불교학교',
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
    home: (site: string) => `${site} 홈`,
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
  errors: {
    notFoundTitle: '페이지를 찾을 수 없습니다',
    notFoundText: '주소가 바뀌었거나 삭제된 페이지입니다.',
    errorTitle: '문제가 발생했습니다',
    unavailableTitle: '잠시 후 다시 이용해 주세요',
    home: '홈으로 가기',
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
    calendar: '나의 일정',
    search: '경전·영상 검색',
    member: '회원 정보',
  },
} as const;
