// One part of the Korean message catalogue (../messages.ts): the back office's bank statement
// import on the approvals section (upload, columns, the matching table, approval by deposit).
import type { MatchReason, StatementColumnRole } from '../../rules/deposits';
import { STATEMENT_MAX_MB } from '../../rules/limits';

const count = (n: number) => `${n.toLocaleString('ko-KR')}건`;
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export const adminDepositsUi = {
  title: '입금 내역으로 승인',
  link: '은행 입금 내역 올려서 맞추기',
  intro:
    '은행 사이트에서 내려받은 거래 내역(CSV 또는 XLSX)을 올리면 입금 줄을 이번 학기 신청과 맞추어 보여 줍니다. 올리기만으로는 아무것도 승인되지 않습니다. 파일은 맞추는 데만 쓰고 남기지 않습니다.',
  semester: '학기',
  bank: '은행 (열 선택을 은행마다 기억합니다)',
  bankHint: '예: 농협, 국민은행',
  file: `입금 내역 파일 (CSV 또는 XLSX, ${STATEMENT_MAX_MB}MB까지)`,
  columnsLegend: '열 고르기 (비워 두면 이 은행에서 지난번에 고른 열, 처음이면 제목을 보고 찾습니다)',
  roles: { date: '거래 날짜 열', depositor: '입금자 열', amount: '입금액 열' } satisfies Record<StatementColumnRole, string>,
  auto: '자동',
  upload: '올려서 맞추기',
  again: '이 열로 다시 맞추기 (같은 파일을 다시 골라 주세요)',
  columnsNeeded: '날짜, 입금자, 입금액 열을 모두 찾지 못했습니다. 위에서 열을 고른 뒤 같은 파일을 다시 올려 주세요.',
  headersFound: (headers: string) => `파일의 제목 줄: ${headers}`,
  read: (lines: number, skipped: number, columns: string) =>
    `입금 ${count(lines)}을 읽었습니다${skipped ? ` (입금이 아닌 줄 ${count(skipped)}은 건너뜀)` : ''}. 읽은 열: ${columns}`,
  summaryLabel: '맞춘 결과',
  categories: {
    matched: '맞음 (입금자명 번호와 금액이 모두 같음)',
    likely: '확인 필요',
    unmatched: '주인을 못 찾은 입금',
    used: '이미 승인에 쓰인 줄',
    unpaid: '아직 입금이 없는 신청',
  },
  tableLabels: {
    matched: '맞은 입금 표',
    likely: '확인이 필요한 입금 표',
    unmatched: '주인을 못 찾은 입금 표',
    used: '이미 쓰인 입금 표',
    unpaid: '아직 입금이 없는 신청 표',
  },
  empty: '없습니다.',
  row: '줄',
  date: '날짜',
  depositor: '입금자',
  amount: '입금액',
  learner: '학습자',
  due: '납부할 금액',
  depositorName: '받은 입금자명',
  why: '까닭',
  pick: (row: number, name: string) => `${row}번째 줄로 ${name} 승인`,
  reasons: {
    code_and_amount: '입금자명 번호와 금액이 같음',
    name_and_amount: '이름과 금액이 같음 (입금자명 번호 없음)',
    code_other_amount: '입금자명 번호는 같으나 금액이 다름',
    no_match: '맞는 신청이 없음 (다른 사람 이름이거나 금액이 다름)',
    several_learners: '이름과 금액이 같은 신청이 여럿이라 누구인지 알 수 없음',
    learner_taken: '그 신청은 이미 다른 줄과 맞추어짐 (두 번 입금했을 수 있음)',
    already_used: '이전에 올린 내역에서 이미 승인에 쓰인 줄',
  } satisfies Record<MatchReason, string>,
  difference: (d: number) => (d > 0 ? `${won(d)} 더 보냄` : `${won(-d)} 덜 보냄`),
  approve: '고른 입금으로 승인',
  approveHint: '맞은 줄은 미리 골라 두었습니다. 확인이 필요한 줄은 살펴본 뒤 골라 주세요. 한 줄은 한 신청만 승인합니다.',
  approved: (approved: number, skipped: number) =>
    `입금 내역으로 ${count(approved)}을 승인했습니다.${skipped ? ` ${count(skipped)}은 건너뛰었습니다.` : ''}`,
  skippedLine: (row: number, reason: string) => `${row}번째 줄: ${reason}`,
  back: '승인 목록으로',
};
