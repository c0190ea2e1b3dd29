import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_SUBJECT_MAX,
  STATEMENT_MAX_LINES,
  STATEMENT_MAX_MB,
  VOLUNTEER_ENTRIES_PER_GRADE,
} from '../rules/limits';
import type { Refusal } from '../contracts/refusals';
import { chromeUi } from './ui/chrome';
import { homeUi } from './ui/home';
import { articlesUi } from './ui/articles';
import { coursesUi } from './ui/courses';
import { privacyUi } from './ui/privacy';
import { loginUi } from './ui/login';
import { signupUi } from './ui/signup';
import { adminUi } from './ui/admin';
import { studyroomUi } from './ui/studyroom';
import { gradesUi } from './ui/grades';
import { lifestyleUi } from './ui/lifestyle';
import { searchUi } from './ui/search';
import { certificatesUi } from './ui/certificates';
import { previewUi } from './ui/preview';
import { lessonListUi } from './ui/lesson-list';
import { selfStudyUi } from './ui/self-study';
import { registerUi } from './ui/register';
import { comingUi } from './ui/coming';
import { offeringUi } from './ui/offering';
import { calendarUi } from './ui/calendar';
import { memberUi } from './ui/member';
import { accountDeleteUi } from './ui/account-delete';
import { goodbyeUi } from './ui/goodbye';
import { noticesUi } from './ui/notices';
import { adminNoticesUi } from './ui/admin-notices';
import { adminDepositsUi } from './ui/admin-deposits';

/**
 * The one Korean message catalogue. Every user-facing string of web and every error message the
 * API returns comes from here, so wording is changed in one place. The pages' words are kept in
 * ./ui/, one module per area (`chromeUi` for what every page shows, `studyroomUi`, `adminUi`, ...),
 * assembled below into `ui` and exported from here: a page imports only its areas' parts, so its
 * JavaScript carries only the words it shows.
 */
export * from './ui/chrome';
export * from './ui/home';
export * from './ui/articles';
export * from './ui/courses';
export * from './ui/privacy';
export * from './ui/login';
export * from './ui/signup';
export * from './ui/admin';
export * from './ui/studyroom';
export * from './ui/grades';
export * from './ui/lifestyle';
export * from './ui/search';
export * from './ui/certificates';
export * from './ui/preview';
export * from './ui/lesson-list';
export * from './ui/self-study';
export * from './ui/register';
export * from './ui/coming';
export * from './ui/offering';
export * from './ui/calendar';
export * from './ui/member';
export * from './ui/account-delete';
export * from './ui/goodbye';
export * from './ui/notices';
export * from './ui/admin-notices';
export * from './ui/admin-deposits';

/** Alerts shown to visitors and learners, and the messages API errors carry (the same key, the same words). */
export const messages = {
  login_required: '로그인이 필요합니다.',
  members_only: '로그인한 사용자만 이용할 수 있습니다.',
  logout_done: '로그아웃 되었습니다.',
  session_token_required: '로그인 정보(refresh_token 또는 Authorization 헤더)가 없습니다.',
  name_required: '이름을 입력해 주세요.',
  consent_required: '개인정보 처리방침에 동의해야 회원가입을 완료할 수 있습니다.',
  signup_done: '회원가입이 완료되었습니다.',
  category_taken: '이미 추가된 과목을 삭제하고 새로 선택해 주세요.',
  already_in_cart: '이미 장바구니에 추가된 과목입니다.',
  nothing_selected: '선택된 과목이 없습니다.',
  apply_done: '수강신청이 완료되었습니다.',
  notice_link_invalid: '알림 그만 받기 링크가 올바르지 않습니다. 회원 정보 페이지에서 알림을 끌 수 있습니다.',
  notice_reminder_time_invalid: '알림 시각은 00:00부터 23:59 사이로 골라 주세요.',
  notice_address_invalid: '메일 주소를 바르게 입력해 주세요.',
  notice_address_link_invalid: '메일 주소 확인 링크가 올바르지 않습니다. 회원 정보 페이지에서 확인 메일을 다시 받아 주세요.',
  notice_address_learner_daily_limit: '오늘은 메일 주소 확인 메일을 더 보낼 수 없습니다. 내일(한국 시간 0시 이후) 다시 요청해 주세요.',
  notice_address_daily_limit: '이 주소로는 오늘 확인 메일을 더 보낼 수 없습니다. 내일(한국 시간 0시 이후) 다시 요청해 주세요.',
  notice_address_link_expired: '메일 주소 확인 링크의 기한이 지났습니다. 회원 정보 페이지에서 확인 메일을 다시 받아 주세요.',
  notice_fallback_invalid: '문자로 대신 보내기를 켤지 끌지 골라 주세요.',
  notice_channel_invalid: '알림 받을 곳은 카카오톡, 메일, 둘 다 가운데에서 골라 주세요.',
  notice_phone_invalid: '휴대폰 번호를 010-1234-5678처럼 바르게 입력해 주세요.',
  notice_phone_code_invalid: '문자로 받은 확인 코드 6자리를 입력해 주세요.',
  notice_phone_code_wrong: '확인 코드가 맞지 않습니다. 문자로 받은 6자리를 다시 확인해 주세요.',
  notice_phone_code_expired: '확인 코드의 기한이 지났거나 여러 번 틀렸습니다. 확인 코드를 다시 받아 주세요.',
  notice_phone_nothing_pending: '먼저 휴대폰 번호를 입력하고 확인 코드를 받아 주세요.',
  notice_phone_learner_daily_limit: '오늘은 확인 코드를 더 보낼 수 없습니다. 내일(한국 시간 0시 이후) 다시 요청해 주세요.',
  notice_phone_daily_limit: '이 번호로는 오늘 확인 코드를 더 보낼 수 없습니다. 내일(한국 시간 0시 이후) 다시 요청해 주세요.',
  notice_phone_unavailable: '지금은 확인 문자를 보낼 수 없습니다. 잠시 뒤 다시 시도해 주세요.',
  sign_in_to_submit: '카카오로 로그인하면 고른 과목 그대로 신청을 마칠 수 있습니다.',
  signup_to_submit: '회원가입을 마치면 고른 과목 그대로 신청을 마칠 수 있습니다.',
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
  // Verses, stories and votes
  post_not_found: '없는 글입니다.',
  vote_payload_invalid: '투표 내용 형식이 올바르지 않습니다.',
  vote_type_mismatch: '게송과 이야기는 같은 종류의 글에만 투표할 수 있습니다.',
  vote_own_post: '자신의 글에는 투표할 수 없습니다.',
  vote_closed: '학기가 끝나 더 이상 투표할 수 없습니다.',
  book_not_found: '없는 경전입니다.',
  verse_not_found: '없는 게송 번호입니다.',
  author_unnamed: '이름 없는 학인',
  lesson_not_found: '없는 수업입니다. 관리자 화면에서 저장했는지 확인해 주세요.',
  preview_invalid: '미리보기 링크가 올바르지 않습니다. 관리자 화면에서 미리보기를 다시 열어 주세요.',
  preview_expired: '미리보기 링크의 유효 시간(1시간)이 지났습니다. 관리자 화면에서 미리보기를 다시 열어 주세요.',
  // Records: grades and the volunteer log
  grade_not_found: '없는 성적표입니다.',
  grade_unpaid: '등록금 납부가 확인된 뒤에 기록할 수 있습니다.',
  volunteer_not_found: '없는 봉사활동 기록입니다.',
  volunteer_payload_invalid: '봉사활동 기록 형식이 올바르지 않습니다.',
  volunteer_date_invalid: '봉사한 날짜를 YYYY-MM-DD 형식으로 입력해 주세요.',
  volunteer_date_outside_term: '봉사한 날짜는 이 과정의 학습 기간 안이어야 합니다.',
  volunteer_date_future: '아직 오지 않은 날짜의 봉사활동은 기록할 수 없습니다.',
  volunteer_hours_invalid: '봉사 시간은 0.5시간부터 12시간까지 30분(0.5시간) 단위로 입력해 주세요.',
  volunteer_content_required: '봉사활동 내용을 입력해 주세요.',
  volunteer_content_too_long: '봉사활동 내용은 500자 이내로 입력해 주세요.',
  volunteer_email_invalid: '확인해 줄 분의 이메일 주소가 올바르지 않습니다.',
  volunteer_confirmed_locked: '담당자가 확인한 기록은 고치거나 지울 수 없습니다.',
  volunteer_saved: '봉사활동을 기록했습니다.',
  volunteer_updated: '봉사활동 기록을 고쳤습니다.',
  volunteer_deleted: '봉사활동 기록을 지웠습니다.',
  staff_only: '담당자만 할 수 있는 일입니다.',
  lifestyle_name_required: '실천할 항목의 이름을 입력해 주세요.',
  lifestyle_name_too_long: '항목 이름은 30자 이내로 입력해 주세요.',
  lifestyle_etc_too_long: '설명은 200자 이내로 입력해 주세요.',
  lifestyle_payload_invalid: '생활점검 항목 형식이 올바르지 않습니다.',
  lifestyle_duplicate: '같은 이름의 항목이 이미 있습니다.',
  lifestyle_own_limit: '나만의 항목은 한 과정에 10개까지 만들 수 있습니다.',
  lifestyle_item_not_found: '없는 생활점검 항목입니다.',
  lifestyle_day_future: '아직 오지 않은 날은 점검할 수 없습니다.',
  lifestyle_day_outside_term: '학습 기간 안의 날만 점검할 수 있습니다.',
  lifestyle_day_past_week: '지난주 이전의 점검은 고칠 수 없습니다. 이번 주의 날만 고칠 수 있습니다.',
  lifestyle_day_invalid: '날짜를 YYYY-MM-DD 형식으로 보내 주세요.',
  certificate_not_found: '발급할 수 있는 증명서가 아닙니다. 수료한 과정의 증명서만 내려받을 수 있습니다.',
  certificate_code_unknown: '확인되지 않는 증명서 번호입니다. 번호를 다시 확인해 주세요.',
  // API errors
  unauthorized: '인증 정보가 올바르지 않습니다. 다시 로그인해 주세요.',
  rate_limited: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  kakao_failed: '카카오 로그인에 실패했습니다. 다시 시도해 주세요.',
  kakao_denied: '카카오 로그인이 취소되었습니다.',
  cross_site: '다른 사이트에서 보낸 요청은 처리할 수 없습니다.',
  name_too_long: '이름은 50자 이내로 입력해 주세요.',
  name_unreadable: '이름은 글자로 입력해 주세요. 기호나 이모지만으로는 쓸 수 없고, 보이지 않는 문자는 넣을 수 없습니다.',
  religion_name_unreadable: '법명은 글자로 입력해 주세요. 기호나 이모지만으로는 쓸 수 없고, 보이지 않는 문자는 넣을 수 없습니다.',
  article_type_invalid: '게시글 종류는 notice, post, faq 중 하나여야 합니다.',
  server_error: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  forbidden: '이 일을 할 권한이 없습니다.',
  not_found: '찾는 내용이 없습니다. 주소를 확인해 주세요.',
  method_not_allowed: '이 주소에서 받지 않는 요청 방식입니다.',
  cms_unavailable: '지금은 학교 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  // Library (video and scripture search)
  search_keyword_too_long: '검색어는 100자 이내로 입력해 주세요.',
  search_page_invalid: '페이지 번호가 올바르지 않습니다.',
  video_not_found: '없는 영상입니다.',
  youtube_id_invalid: '유튜브 영상 주소나 11자리 영상 ID를 입력해 주세요.',
  // Calendar and its private feed (records plugin).
  calendar_month_invalid: '달은 2027-03처럼 연도-월로 적어 주세요.',
  calendar_feed_not_found: '캘린더 주소를 찾을 수 없습니다.',
  // Member page (records plugin).
  phone_invalid: '휴대폰 번호는 010-1234-5678처럼 적어 주세요.',
  member_payload_invalid: '회원 정보 형식이 올바르지 않습니다.',
  member_saved: '회원 정보를 저장했습니다.',
  religion_name_needs_membership: '법명은 신도 회원 신청과 함께 등록합니다. 아래에서 신도 회원 신청을 먼저 해 주세요.',
  // The access log and the audit trail: kept as written, even from the admin panel.
  record_append_only: '접근 기록과 변경 기록은 고치거나 지울 수 없습니다.',
  // Deleting one's own account (records plugin's personal data, the account's sign-in).
  account_delete_phrase: '확인을 위해 "탈퇴합니다"를 정확히 입력해 주세요.',
  account_delete_payload_invalid: '탈퇴 요청 형식이 올바르지 않습니다.',
  account_delete_staff: '운영진 계정은 여기서 탈퇴할 수 없습니다. 사무실에 문의해 주세요.',
  account_deleted: '계정을 삭제했습니다. 그동안 함께해 주셔서 감사합니다.',
  // The staff back office.
  audit_filter_invalid: '검색 조건이 올바르지 않습니다.',
  approval_payload_invalid: '승인 요청 형식이 올바르지 않습니다.',
  approval_none_selected: '승인할 신청을 하나 이상 골라 주세요.',
  cancel_none_selected: '취소할 신청을 하나 이상 골라 주세요.',
  approval_not_found: '이 학기에 이 학습자의 신청이 없습니다.',
  approval_not_awaiting: '이미 승인되었거나 취소된 신청입니다. 목록을 새로 고쳐 확인해 주세요.',
  approval_not_cancellable: '이미 취소되었거나 수강이 끝난 신청은 취소할 수 없습니다.',
  cancel_reason_required: '취소 사유를 적어 주세요. 학습자에게 그대로 보입니다.',
  cancel_reason_too_long: '취소 사유는 200자까지 적을 수 있습니다.',
  // The reason an unpaid application closed after its payment due date shows (on the learner's page and in the notice).
  application_unpaid_closed:
    '납부 기한까지 입금이 확인되지 않아 신청이 자동으로 취소되었습니다. 수강신청 기간이 열려 있는 동안 다시 신청하실 수 있으며, 그때는 신청하신 날까지 입금해 주세요.',
  semester_not_found: '그런 학기가 없습니다.',
  student_not_found: '그런 학생이 없습니다.',
  article_move_invalid: '옮길 게시글과 방향(위 또는 아래)을 알려 주세요.',
  article_not_found: '이 종류의 게시된 글 가운데 그런 글이 없습니다.',
  article_order_invalid: '순서에는 이 종류의 게시된 글이 모두 한 번씩 있어야 합니다. 목록을 새로 고쳐 주세요.',
  volunteer_already_confirmed: '이미 확인한 봉사활동입니다.',
  moderation_payload_invalid: '숨기기 요청 형식이 올바르지 않습니다.',
  moderation_reason_required: '숨기는 까닭을 200자 안으로 적어 주세요. 글쓴이에게 보입니다.',
  post_already_hidden: '이미 숨긴 글입니다.',
  post_already_shown: '이미 보이는 글입니다.',
  curriculum_query_invalid: '찾을 말은 1자에서 40자까지 적어 주세요.',
  mentor_payload_invalid: '멘토 · 멘티 정보 형식이 올바르지 않습니다.',
  mentee_name_required: '멘티 이름을 적어 주세요 (30자까지).',
  mentor_name_required: '멘토 이름을 적어 주세요 (30자까지).',
  mentee_phone_invalid: '멘티 전화번호를 010-1234-5678 또는 02-123-4567 처럼 적어 주세요.',
  mentor_phone_invalid: '멘토 전화번호를 010-1234-5678 또는 02-123-4567 처럼 적어 주세요.',
  mentor_pair_not_found: '그런 멘토 · 멘티 짝이 없습니다.',
  mentor_pair_saved: '멘토 · 멘티 짝을 저장했습니다.',
  mentor_pair_deleted: '멘토 · 멘티 짝을 지웠습니다.',
  // Staff announcements by e-mail (the back office's notices section).
  announcement_subject_required: '공지 제목을 적어 주세요.',
  announcement_subject_too_long: `공지 제목은 ${ANNOUNCEMENT_SUBJECT_MAX}자까지 적을 수 있습니다.`,
  announcement_body_required: '공지 내용을 적어 주세요.',
  announcement_body_too_long: `공지 내용은 ${ANNOUNCEMENT_BODY_MAX.toLocaleString('ko-KR')}자까지 적을 수 있습니다.`,
  announcement_semester_required: '공지를 받을 학기를 골라 주세요.',
  announcement_class_invalid: '고른 반이 이 학기의 반이 아닙니다. 학기를 다시 고른 뒤 반을 골라 주세요.',
  announcement_no_recipients: '이 공지를 받을 학인이 없습니다. 입금이 확인된 학인에게만 보냅니다.',
  announcement_id_invalid: '공지를 먼저 미리 보고 나서 보내 주세요.',
  // Bank transfers: depositor names and the bank statement the office uploads.
  statement_payload_invalid: '입금 내역 올리기 요청 형식이 올바르지 않습니다.',
  statement_bank_required: '어느 은행의 내역인지 30자 안으로 적어 주세요 (열 선택을 은행마다 기억합니다).',
  statement_column_invalid: '열 이름은 60자까지입니다. 내역 첫 줄에 보이는 제목을 그대로 골라 주세요.',
  statement_file_required: '은행에서 내려받은 입금 내역 파일(CSV 또는 XLSX)을 골라 주세요.',
  statement_too_large: `입금 내역 파일은 ${STATEMENT_MAX_MB}MB까지 올릴 수 있습니다. 기간을 나누어 내려받아 주세요.`,
  statement_xls_refused:
    '예전 엑셀 형식(.xls)은 읽을 수 없습니다. 은행 사이트에서 XLSX나 CSV로 내려받거나, 엑셀에서 "다른 이름으로 저장"으로 XLSX를 만들어 올려 주세요.',
  statement_unreadable: '입금 내역 파일을 읽을 수 없습니다. 은행에서 내려받은 CSV나 XLSX 파일인지 확인해 주세요.',
  statement_empty: '입금 내역 파일에 거래 줄이 없습니다.',
  statement_too_many_lines: `입금 내역은 한 번에 ${STATEMENT_MAX_LINES.toLocaleString('ko-KR')}줄까지 올릴 수 있습니다. 기간을 나누어 내려받아 주세요.`,
  statement_columns_missing: '날짜, 입금자, 입금액 열을 찾지 못했습니다. 아래에서 열을 골라 같은 파일을 다시 올려 주세요.',
  statement_column_unknown: '고른 열 이름이 파일의 제목 줄에 없습니다. 아래 목록에서 골라 주세요.',
  deposit_line_used: '이 입금 줄은 이미 다른 승인에 쓰였습니다.',
  deposit_picks_too_many: '한 번에 승인할 수 있는 줄보다 많이 골랐습니다. 나누어 승인해 주세요.',
  deposit_not_matching: '이 입금 줄은 이 학습자의 신청과 맞지 않습니다. 목록에서 직접 확인해 승인해 주세요.',
  // Security: refusals that protect learners' data and the site itself.
  body_too_large: '보낸 내용이 너무 큽니다. 내용을 줄여서 다시 보내 주세요.',
  body_unreadable: '보낸 내용을 읽을 수 없습니다. 올바른 JSON 객체나 배열인지 확인해 주세요.',
  body_files_refused: '이 주소에는 파일을 보낼 수 없습니다. 파일 없이 다시 보내 주세요.',
  text_nul: '보낸 내용에 쓸 수 없는 문자(NUL)가 들어 있습니다. 글을 다시 입력해 주세요.',
  form_unreadable: '보낸 내용을 읽을 수 없습니다. 페이지를 새로 고친 뒤 화면의 양식으로 다시 보내 주세요.',
  body_invalid: '보낸 내용을 끝까지 받지 못했습니다. 다시 보내 주세요.',
  upload_type_refused: '이 형식의 파일은 올릴 수 없습니다. 그림(JPEG, PNG, GIF, WebP, AVIF)과 PDF만 올릴 수 있습니다.',
  link_invalid: '링크에는 https:// 또는 http://로 시작하는 주소나 이 사이트 안의 경로(/로 시작)만 쓸 수 있습니다.',
  staff_reauth: '보안을 위해 관리자 화면은 카카오로 다시 로그인한 뒤에 쓸 수 있습니다.',
  session_busy: '로그인 정보를 새로 고치는 중입니다. 잠시 후 다시 시도해 주세요.',
  self_approval: '자신의 신청은 다른 담당자가 승인하거나 취소해야 합니다.',
  self_volunteer_confirm: '자신의 봉사활동은 다른 담당자가 확인해야 합니다.',
  self_moderation: '자신이 쓴 글은 다른 담당자가 숨기거나 다시 보이게 해야 합니다.',
  volunteer_entry_limit: `봉사활동은 한 과정에 ${VOLUNTEER_ENTRIES_PER_GRADE}건까지 기록할 수 있습니다.`,
} as const;

export type MessageKey = keyof typeof messages;

/**
 * The words of every refusal a contract may give: the catalogue must hold each key of
 * contracts/refusals.ts (a missing one fails typecheck here).
 */
export const refusalWords: Readonly<Record<Refusal, string>> = messages;

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

/**
 * Labels of the site's chrome and pages, the whole catalogue in one object (the CMS and server code
 * use it). Pages import their part instead (`chromeUi`, `studyroomUi`, ...): this object reaches
 * every part, so a page importing it would carry every word of the site.
 */
export const ui = {
  ...chromeUi,
  home: homeUi,
  articles: articlesUi,
  courses: coursesUi,
  privacy: privacyUi,
  login: loginUi,
  signup: signupUi,
  admin: adminUi,
  studyroom: studyroomUi,
  grades: gradesUi,
  lifestyle: lifestyleUi,
  search: searchUi,
  certificates: certificatesUi,
  preview: previewUi,
  lessonList: lessonListUi,
  selfStudy: selfStudyUi,
  register: registerUi,
  coming: comingUi,
  offering: offeringUi,
  calendar: calendarUi,
  member: memberUi,
  accountDelete: accountDeleteUi,
  goodbye: goodbyeUi,
  notices: noticesUi,
  adminNotices: adminNoticesUi,
  adminDeposits: adminDepositsUi,
} as const;

/** Formats a won amount as Korean readers expect: 100,000원. */
// One formatter for the process: toLocaleString builds a new one on every call.
const WON = new Intl.NumberFormat('ko-KR');
export function formatWon(amount: number): string {
  return `${WON.format(amount)}원`;
}
