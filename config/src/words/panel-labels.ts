import { articleTypeLabels, categoryLabels } from './messages';
import { coursesUi } from './ui/courses';
import { lessonListUi } from './ui/lesson-list';
import { COURSE_LENGTH_DAYS } from '../rules/policy';
import { MEDIA_TYPES } from '../rules/limits';
import { SCRIPTURE_BOOKS } from '../rules/verses';

/**
 * The admin panel's words for our content: the one catalogue of every field's Korean label and
 * one-line help text in the Content Manager, for each content type and component editors see
 * there. The CMS writes them into the Content Manager's view configuration at start-up
 * (cms/src/bootstrap/panel-korean.ts), without overwriting a label an editor changed in
 * "Configure the view". The content types' own names (left menu, list headings) are their
 * schemas' `info.displayName`. Strapi's own screens speak Korean through its translation.
 */

/** The language a new panel account starts in; an editor may choose another in their profile. */
export const PANEL_LANGUAGE = 'ko';

export interface PanelField {
  /** Shown above the field in the edit form and as the column heading in the list. */
  label: string;
  /** One line under the field in the edit form: what to write and where the site shows it. */
  help: string;
}

/**
 * Strapi's own fields every entry has: shown as list columns (and filters), never edited by hand.
 * `documentId` is not here: the Content Manager labels that column itself on every read.
 */
export const PANEL_SYSTEM_LABELS: Readonly<Record<string, string>> = {
  id: '번호',
  createdAt: '만든 때',
  updatedAt: '고친 때',
  createdBy: '만든 사람',
  updatedBy: '고친 사람',
  publishedAt: '게시한 때',
  locale: '언어',
};

/** `notice = 공지사항, post = 스님 글`: an enumeration's stored values with what the site calls them. */
const valuesOf = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels)
    .map(([value, label]) => `${value} = ${label}`)
    .join(', ');

const LINK_RULE = 'https://, http:// 또는 사이트 안의 주소(/로 시작)만 받습니다.';
const IMAGE_RULE = `그림 파일(${MEDIA_TYPES.filter((t) => t.startsWith('image/'))
  .map((t) => t.slice('image/'.length).toUpperCase())
  .join(', ')})을 올립니다.`;
const ALT_HELP = '그림을 볼 수 없는 분(화면 낭독기)에게 읽어 주는 설명입니다. 그림에 보이는 것을 한 문장으로 적습니다.';
const CATALOG_HELP = '교육과정의 영문 키(예: sati, dhammapada)를 고릅니다.';

const TASK_TYPE_LABELS = { check: '체크(했음 표시)', text: '글 답', verse: '게송(반 도반들이 읽음)', story: '이야기(반 도반들이 읽음)' };

/** Every content type and component of ours the Content Manager shows, by its uid, field by field. */
export const PANEL_LABELS: Readonly<Record<string, Readonly<Record<string, PanelField>>>> = {
  'api::article.article': {
    type: { label: '종류', help: `어느 게시판의 글인지 고릅니다: ${valuesOf(articleTypeLabels)}.` },
    title: { label: '제목', help: '목록과 글 머리에 보이는 제목입니다.' },
    url: {
      label: '바로가기 주소',
      help: `적으면 목록에서 글 대신 이 주소로 갑니다. 비워 두면 본문 페이지가 열립니다. ${LINK_RULE}`,
    },
    body: { label: '본문', help: '글의 내용입니다. 제목, 목록, 링크, 인용을 쓸 수 있습니다.' },
    order: { label: '순서', help: '작은 수가 목록 위에 옵니다. 사이트 관리 화면(/admin)의 위·아래 단추로도 바꿀 수 있습니다.' },
    author: { label: '글쓴이', help: '스님 글이면 글쓴 스님의 법명을 적습니다 (예: 법현 스님). 비우면 보이지 않습니다.' },
  },
  'api::course-code-image.course-code-image': {
    code: {
      label: '과정 코드',
      help: '그림을 붙일 과정 코드를 학기 없이 적습니다 (예: J1, D5, B1E). 같은 코드는 하나만 둘 수 있습니다. 공부방과 수강신청의 과정 카드에 보입니다.',
    },
    alt: { label: '그림 설명', help: ALT_HELP },
    image: { label: '그림', help: `이 과정 코드에 보일 그림입니다. ${IMAGE_RULE}` },
  },
  'api::course-family.course-family': {
    key: {
      label: '영문 키',
      help: '영문 소문자와 숫자로 된 이름입니다 (예: sati). 수업과 수강 기록이 이 값으로 이어지니 한번 쓰면 바꾸지 않습니다.',
    },
    name: { label: '과정 이름', help: '사이트의 과정 소개와 수강신청에 보이는 이름입니다.' },
    summary: { label: '과정 소개', help: '과정 소개 페이지 첫머리에 보이는 두세 문장입니다.' },
    category: {
      label: '과정 분류',
      help: `${valuesOf(categoryLabels)}. 한 학기에 일일 수행 하나와 법문 강좌 하나를 신청할 수 있습니다.`,
    },
    days: { label: '학습 일수', help: `한 학기 동안 공부하는 날 수입니다. 비우면 ${COURSE_LENGTH_DAYS}일입니다.` },
    carouselOrder: {
      label: '홈 화면 순서',
      help: '홈 화면의 과정 슬라이드에 보일 순서입니다 (작은 수가 먼저). 비우면 슬라이드에 나오지 않습니다.',
    },
    image: { label: '대표 그림', help: `과정 소개와 홈 화면 슬라이드의 그림입니다. ${IMAGE_RULE}` },
    imageAlt: { label: '그림 설명', help: ALT_HELP },
    levels: { label: '단계', help: '과정의 단계들입니다. 학습 기간, 학습량, 학습 내용 중 하나라도 적은 단계만 신청할 수 있습니다.' },
  },
  'api::home-page.home-page': {
    banners: { label: '배너', help: '홈 화면 맨 위에 차례로 넘어가는 배너들입니다. 끌어서 순서를 바꿉니다.' },
    ctaText: { label: '수강신청 안내 문구', help: '홈 화면의 수강신청 단추 곁에 보이는 한두 문장입니다.' },
  },
  'api::privacy-policy.privacy-policy': {
    title: { label: '제목', help: '개인정보 처리방침 페이지의 제목입니다.' },
    version: { label: '버전', help: '이번 방침의 버전입니다 (예: 1.1). 회원가입 동의에 이 버전이 기록됩니다.' },
    effectiveDate: { label: '시행일', help: '이번 방침이 적용되기 시작하는 날입니다.' },
    body: { label: '본문', help: '방침의 전체 내용입니다. 고친 뒤 게시해야 사이트에 보입니다.' },
    history: { label: '개정 이력', help: '지난 버전들입니다. 새 버전을 게시할 때 지난 버전을 여기에 더합니다.' },
  },
  'api::public-class.public-class': {
    slug: {
      label: '주소 이름',
      help: '영문 소문자와 -로 된 이 강좌의 이름입니다 (예: buddha-day-2026). 신청 기록이 이 값으로 이어지니 바꾸지 않습니다.',
    },
    name: { label: '강좌 이름', help: '공개강좌 목록과 신청 화면에 보이는 이름입니다.' },
    description: { label: '소개', help: '강좌를 소개하는 몇 문장입니다.' },
    startedAt: { label: '시작일', help: '강좌가 열리는 첫날입니다.' },
    endedAt: { label: '종료일', help: '강좌의 마지막 날입니다.' },
  },
  'api::self-study.self-study': {
    slug: {
      label: '주소 이름',
      help: '영문 소문자와 -로 된 이름으로, 사이트 주소 /self-study/이름 에 쓰입니다. 한번 쓰면 바꾸지 않습니다.',
    },
    name: { label: '자율학습 이름', help: '자율학습 목록과 신청 화면에 보이는 이름입니다.' },
    description: { label: '소개', help: '자율학습을 소개하는 몇 문장입니다.' },
    minutesPerDay: { label: '하루 학습 시간(분)', help: '하루에 공부하는 시간을 분으로 적습니다 (예: 15).' },
    startedAt: { label: '시작일', help: '자율학습을 시작하는 날입니다.' },
    endedAt: { label: '종료일', help: '자율학습이 끝나는 날입니다.' },
    days: { label: '학습 일수', help: '자율학습 기간의 공부하는 날 수입니다.' },
  },
  'api::semester.semester': {
    code: {
      label: '학기 코드',
      help: '연도 네 자리와 SP(봄)·SU(여름)·FA(가을)·WI(겨울)입니다 (예: 2025FA). 과정 코드의 앞부분이 되니 바꾸지 않습니다.',
    },
    label: { label: '학기 이름', help: '사이트에 보이는 학기 이름입니다 (예: 2025 가을학기).' },
    termStart: { label: '개강일', help: '학습이 시작되는 날입니다. 이날부터 공부방이 열립니다.' },
    termEnd: { label: '종강일', help: '학습이 끝나는 날입니다. 이날이 지나면 학기 결과가 정해집니다.' },
    applyStart: { label: '신청 시작일', help: '수강신청을 받기 시작하는 날입니다. 이 기간의 학기가 홈 화면에 안내됩니다.' },
    applyEnd: { label: '신청 마감일', help: '수강신청을 받는 마지막 날입니다.' },
    registrationFee: { label: '수강료(원)', help: '한 학기 수강료를 원 단위 숫자로 적습니다 (예: 100000).' },
    admissionFee: { label: '입학금(원)', help: '처음 신청하는 학인이 내는 입학금을 원 단위 숫자로 적습니다.' },
    bankAccount: { label: '입금 계좌', help: '수강료를 받을 계좌입니다 (예: 농협 351-1234-5678-93 (예금주: 담마스쿨)).' },
    paymentDue: { label: '납부 마감일', help: '수강료를 내야 하는 마지막 날입니다. 학인의 일정에 보입니다.' },
  },
  'api::site-setting.site-setting': {
    companyName: { label: '단체 이름', help: '사이트 맨 아래(푸터)에 보이는 단체 이름입니다.' },
    representative: { label: '대표자', help: '푸터에 보이는 대표자 이름입니다.' },
    businessNumber: { label: '고유번호', help: '푸터에 보이는 사업자(고유)번호입니다.' },
    address: { label: '주소', help: '푸터에 보이는 주소입니다.' },
    phone: { label: '전화번호', help: '푸터에 보이는 연락처입니다.' },
    email: { label: '이메일', help: '푸터에 보이는 문의 이메일입니다.' },
    inquiryUrl: { label: '문의하기 주소', help: `사이트의 문의하기 링크가 여는 주소입니다. ${LINK_RULE}` },
    aboutUrl: { label: '학교 소개 주소', help: `사이트의 학교 소개 링크가 여는 주소입니다. ${LINK_RULE}` },
    copyright: { label: '저작권 문구', help: '푸터 맨 끝에 보이는 문구입니다 (예: © 담마스쿨).' },
  },
  'plugin::studyroom.lesson': {
    catalog: { label: lessonListUi.catalog, help: `이 수업이 속한 ${CATALOG_HELP}` },
    level: { label: lessonListUi.level, help: '이 수업이 속한 단계입니다 (1부터).' },
    number: { label: lessonListUi.number, help: '그 과정 단계에서 몇 번째 수업인지 적습니다. 학인의 공부방에 이 차례로 보입니다.' },
    opensOnDay: {
      label: lessonListUi.opensOnDay,
      help: '학기 며칠째에 열리는지 적습니다 (개강일이 1일째). 열리기 전에는 학인에게 보이지 않습니다.',
    },
    title: { label: lessonListUi.title, help: '그날 공부의 제목입니다. 학인의 그날 공부 페이지 맨 위에 보입니다.' },
    body: { label: '가르침', help: '그날의 가르침 본문입니다. 제목, 목록, 인용을 쓸 수 있습니다.' },
    scripture: { label: '오늘의 경전', help: '그날 읽을 경전 구절입니다. 경전 번호와 게송 번호를 적으면 게송 명예의 전당에 이어집니다.' },
    story: { label: '이야기', help: '가르침에 곁들이는 일화나 이야기입니다. 없으면 비워 둡니다.' },
    video: { label: '영상', help: '그날 볼 유튜브 영상입니다. 없으면 비워 둡니다.' },
    tasks: { label: '과제', help: '학인이 그날 할 일입니다. 꼭 할 과제를 모두 마치면 그날 공부가 완료됩니다.' },
  },
  'plugin::records.lifestyle-practice': {
    catalog: { label: '과목', help: `이 생활점검 항목을 쓸 ${CATALOG_HELP}` },
    level: { label: '단계', help: '한 단계에만 쓸 때 적습니다. 비우면 그 과정의 모든 단계에 보입니다.' },
    name: { label: '항목 이름', help: '학인이 날마다 체크할 실천입니다 (예: 오계 지키기, 108배).' },
    description: { label: '설명', help: '항목 곁에 보이는 짧은 설명입니다.' },
    order: { label: '순서', help: '작은 수가 위에 옵니다.' },
  },
  'plugin::library.book': {
    name: { label: '경전 이름', help: '검색과 구절에 보이는 경전 이름입니다 (예: 법구경).' },
    key: { label: '영문 키', help: '영문 소문자, 숫자, -로 된 이름입니다 (예: dhammapada). 한번 쓰면 바꾸지 않습니다.' },
    order: { label: '순서', help: '검색 결과와 경전 목록에서의 차례입니다 (작은 수가 먼저).' },
  },
  'plugin::library.passage': {
    book: { label: '경전', help: '이 구절이 실린 경전을 고릅니다.' },
    chapter: { label: '품(장) 번호', help: '경전 안의 품이나 장 번호입니다 (1부터).' },
    chapterName: { label: '품(장) 이름', help: '품이나 장의 이름입니다 (예: 쌍품). 검색 결과에 함께 보입니다.' },
    verse: { label: '게송 번호', help: '경전 전체에서의 게송(구절) 번호입니다.' },
    text: { label: '본문', help: '구절의 한국어 본문입니다. 게시한 구절만 검색됩니다.' },
  },
  'plugin::library.playlist': {
    name: { label: '재생목록 이름', help: '영상 검색의 재생목록 고르기에 보이는 이름입니다.' },
    key: { label: '영문 키', help: '영문 소문자, 숫자, -로 된 이름입니다 (예: dharma-talks). 한번 쓰면 바꾸지 않습니다.' },
    description: { label: '설명', help: '재생목록을 소개하는 한두 문장입니다.' },
    order: { label: '순서', help: '재생목록 고르기에서의 차례입니다 (작은 수가 먼저).' },
  },
  'plugin::library.video': {
    title: { label: '제목', help: '영상 검색과 영상 페이지에 보이는 제목입니다.' },
    description: { label: '설명', help: '영상을 소개하는 글입니다. 검색에 쓰입니다.' },
    playlist: { label: '재생목록', help: '이 영상이 들어갈 재생목록을 고릅니다.' },
    youtubeId: { label: '유튜브 영상', help: '유튜브 영상 주소나 ID를 붙여 넣습니다. ID만 저장됩니다.' },
    duration: { label: '길이(초)', help: '영상 길이를 초로 적습니다 (예: 1230). 모르면 0으로 둡니다.' },
    date: { label: '날짜', help: '영상을 찍었거나 올린 날입니다. 최근 영상이 먼저 보입니다.' },
  },
  'course.level': {
    level: { label: '단계', help: '몇 단계인지 숫자로 적습니다 (1부터).' },
    title: { label: '단계 제목', help: '단계 소개의 제목입니다 (예: 사띠 수행 1단계 – 호흡 알아차리기).' },
    imageCode: {
      label: '그림 코드',
      help: '공부방과 수강신청에 보일 과정 코드 그림의 코드입니다 (예: D1E). 비우면 학기를 뺀 과정 코드(예: D5, B1E)의 그림이 보입니다.',
    },
    period: { label: coursesUi.period, help: '얼마 동안 공부하는지 적습니다 (예: 90일 (매일 15분)).' },
    volume: { label: coursesUi.volume, help: '하루나 한 주의 공부 양을 적습니다 (예: 하루 15분).' },
    lectureType: { label: coursesUi.lectureType, help: '공부하는 방식을 적습니다 (예: 일일 수행, 온라인 강의).' },
    credits: { label: coursesUi.credits, help: '수료하면 받는 학점입니다. 일일 수행은 3, 법문 강좌는 2입니다.' },
    textbooks: { label: coursesUi.textbooks, help: '이 단계에서 쓰는 교재들입니다.' },
    contents: { label: coursesUi.contents, help: '기간별로 무엇을 공부하는지 한 줄에 하나씩 적습니다.' },
    evaluation: { label: coursesUi.evaluation, help: '수료 기준을 적습니다 (예: 학습일의 60% 이상 완료 시 수료).' },
    target: { label: coursesUi.target, help: '어떤 분께 맞는 단계인지 적습니다.' },
    learningEffects: { label: coursesUi.learningEffects, help: '이 단계를 마치면 무엇을 얻는지 적습니다.' },
    otherInformation: { label: coursesUi.otherInformation, help: '그 밖에 알릴 것을 적습니다. 없으면 비워 둡니다.' },
  },
  'course.textbook': {
    title: { label: '교재 이름', help: '교재의 제목입니다.' },
    url: { label: '교재 주소', help: `교재를 살 수 있거나 볼 수 있는 곳의 주소입니다. ${LINK_RULE}` },
  },
  'home.banner': {
    title: { label: '제목', help: '배너에 크게 보이는 글입니다.' },
    text: { label: '설명', help: '제목 아래 보이는 한두 문장입니다.' },
    image: { label: '그림', help: `배너의 배경 그림입니다. ${IMAGE_RULE}` },
    alt: { label: '그림 설명', help: ALT_HELP },
    link: { label: '링크 주소', help: `배너 단추가 여는 주소입니다. ${LINK_RULE}` },
    linkLabel: { label: '단추 글', help: '배너 단추에 보이는 글입니다 (예: 자세히 보기).' },
  },
  'privacy.version': {
    version: { label: '버전', help: '지난 방침의 버전입니다 (예: 1.0).' },
    effectiveDate: { label: '시행일', help: '그 버전이 시행된 날입니다.' },
    summary: { label: '바뀐 내용', help: '그 버전에서 무엇이 바뀌었는지 짧게 적습니다.' },
  },
  'studyroom.scripture': {
    book: { label: '경전 이름', help: '학인에게 보이는 경전 이름입니다 (예: 법구경).' },
    reference: { label: '구절 위치', help: '품과 게송 번호 같은 위치입니다 (예: 1-2, 제5게).' },
    passage: { label: '구절 본문', help: '그날 읽을 구절의 본문입니다.' },
    bookId: {
      label: '경전 번호',
      help: `게송 명예의 전당에 이을 때 적습니다: ${valuesOf(Object.fromEntries(SCRIPTURE_BOOKS.map((b) => [b.id, b.name])))}.`,
    },
    verse: { label: '게송 번호', help: '경전 번호와 함께 적으면 학인의 게송이 그 게송의 명예의 전당에 모입니다.' },
  },
  'studyroom.task': {
    key: {
      label: '과제 영문 키',
      help: '영문 소문자, 숫자, -로 된 이름입니다 (예: reflection). 학인의 답이 이 값으로 이어지니 글을 고쳐도 키는 그대로 둡니다.',
    },
    type: { label: '과제 종류', help: `${valuesOf(TASK_TYPE_LABELS)}.` },
    prompt: { label: '과제 내용', help: '학인에게 보이는 과제 문장입니다.' },
    required: { label: '꼭 할 과제', help: '예로 두면 이 과제를 마쳐야 그날 공부가 완료됩니다.' },
  },
  'studyroom.video': {
    title: { label: '영상 제목', help: '영상 위에 보이는 제목입니다.' },
    url: { label: '영상 주소', help: '유튜브 영상 주소입니다 (https://로 시작).' },
  },
};
