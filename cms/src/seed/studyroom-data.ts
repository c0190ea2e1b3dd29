import { SCRIPTURE_BOOKS, TERM_LENGTH_DAYS } from '@dharma/config/rules';
import { DHAMMAPADA_5 } from './studyroom-dhammapada';
import type { SeedLesson, SeedTask } from './types';

/**
 * The demo lessons of three classes, written for this project: sati level 3 and dhammapada level
 * 5 have one lesson per term day, the lotus sutra lectures (level 1) one a week. Each lesson's
 * teaching is built from its own theme, so every title and text is distinct.
 */

/** What every day of sati practice asks: the sitting itself, then a few honest lines about it. */
const SATI_TASKS: SeedTask[] = [
  { key: 'sit', type: 'check', prompt: '오늘 15분 좌선을 마쳤습니다.', required: true },
  { key: 'reflection', type: 'text', prompt: '오늘 수행에서 알아차린 것을 두세 문장으로 적어 보세요.', required: true },
];

const DHAMMAPADA_TASKS: SeedTask[] = [
  { key: 'read', type: 'check', prompt: '오늘의 게송과 이야기를 소리 내어 읽었습니다.', required: true },
  { key: 'verse', type: 'verse', prompt: '오늘의 게송을 자기 말로 옮겨 적어 보세요.', required: true },
  { key: 'story', type: 'story', prompt: '이야기에서 마음에 남은 장면과 그 까닭을 적어 보세요. (선택)', required: false },
];

const LECTURE_TASKS: SeedTask[] = [
  { key: 'watch', type: 'check', prompt: '이번 주 강의 영상을 끝까지 보았습니다.', required: true },
  {
    key: 'reflection',
    type: 'text',
    prompt: '강의에서 새로 알게 된 것 한 가지와 생활에 옮겨 볼 것 한 가지를 적어 보세요.',
    required: true,
  },
];

/** Sati level 3, in the order of its outline: naming the mind, greed and anger, the hindrances, the factors of awakening, pausing in daily life, looking back. */
const SATI_3: { part: string; items: [title: string, focus: string][] }[] = [
  {
    part: '일어나는 마음에 이름 붙이기',
    items: [
      [
        '마음에 이름 붙이기를 시작하며',
        '앉아서 호흡을 느끼다가 어떤 마음이 일어나면 "생각", "느낌"처럼 짧게 이름을 붙이고 다시 호흡으로 돌아옵니다.',
      ],
      ['기쁨이 일어날 때', '기분 좋은 마음이 일어나면 붙잡지도 밀어내지도 않고 "기쁨" 하고 알아차립니다. 기쁨도 왔다가 가는 손님입니다.'],
      ['지루함이 찾아올 때', '"언제 끝나나" 하는 마음이 들면 그것을 "지루함"이라 부르고, 지루함이 몸 어디에서 느껴지는지 살펴봅니다.'],
      ['서두르는 마음', '다음 일을 미리 하고 있는 마음을 "서두름"이라 알아차리고, 지금 들숨 하나에 온전히 머뭅니다.'],
      [
        '걱정이 꼬리를 물 때',
        '걱정은 이야기를 만들어 냅니다. 이야기를 따라가지 말고 "걱정" 하고 한 번 이름 붙인 뒤 발바닥의 감촉으로 돌아옵니다.',
      ],
      ['기대하는 마음', '좋은 수행을 기대하는 마음도 하나의 마음입니다. "기대" 하고 알아차리면 지금 있는 그대로의 앉음이 드러납니다.'],
      ['들뜬 마음', '몸이 들썩이고 생각이 흩어지면 "들뜸"이라 알아차리고 날숨을 조금 길게 내쉬어 봅니다.'],
      [
        '미안함과 후회',
        '지난 일에 대한 미안함이 떠오르면 자신을 꾸짖지 말고 "후회" 하고 알아차린 뒤, 다음에 할 수 있는 일 하나를 마음에 둡니다.',
      ],
      ['고마움을 알아차리기', '고마운 얼굴이 떠오르면 그 따뜻함이 가슴 어디에서 느껴지는지 살피고 "고마움"이라 이름 붙입니다.'],
      ['외로움이 스칠 때', '외로움은 피하고 싶은 마음입니다. 도망가지 않고 "외로움" 하고 알아보면 그 곁에 머무는 힘이 생깁니다.'],
      ['의심하는 마음', '"이게 맞나" 하는 마음을 "의심"이라 부르고, 판단을 잠시 미룬 채 오늘 15분을 끝까지 앉아 봅니다.'],
      ['잘난 마음, 못난 마음', '남과 견주는 마음이 일어나면 위로든 아래로든 "견줌" 하고 알아차립니다. 견줌이 멈추면 마음이 가벼워집니다.'],
      ['부러움을 바라보기', '부러운 마음이 들면 그 안에 무엇을 바라는지 조용히 살펴보고 "부러움"이라 이름 붙입니다.'],
      [
        '피곤한 몸, 무거운 마음',
        '피곤할 때는 허리를 세우고 눈을 살짝 뜬 채 "피곤함"을 알아차립니다. 피곤함을 아는 마음은 피곤하지 않습니다.',
      ],
      [
        '이름 붙이기 두 주를 돌아보며',
        '지난 두 주 동안 가장 자주 찾아온 마음은 무엇이었는지 돌아보고, 그 마음에게 오늘도 "왔구나" 하고 인사합니다.',
      ],
    ],
  },
  {
    part: '탐욕과 성냄이 일어나고 사라지는 과정 보기',
    items: [
      ['탐욕의 첫 신호', '무언가를 갖고 싶은 마음은 몸이 앞으로 기우는 느낌으로 먼저 옵니다. 그 첫 신호를 알아차려 봅니다.'],
      ['맛있는 것 앞에서', '밥을 먹을 때 더 먹고 싶은 마음이 일어나는 순간을 알아차리고, 한 숟가락을 천천히 맛봅니다.'],
      ['화면을 넘기는 손가락', '휴대전화를 한 번 더 넘기고 싶은 마음을 알아차리고, 손을 내려놓은 채 세 번 호흡합니다.'],
      [
        '갖고 싶은 마음이 사라지는 순간',
        '탐욕은 채워서가 아니라 알아차려서 사라지기도 합니다. 갖고 싶던 마음이 옅어지는 순간을 지켜봅니다.',
      ],
      ['성냄의 첫 신호', '화는 얼굴이 달아오르고 어깨가 굳는 것으로 먼저 옵니다. 몸의 신호를 먼저 알아차려 봅니다.'],
      ['짜증이라는 작은 불씨', '작은 짜증도 성냄의 한 모습입니다. "짜증" 하고 알아차리면 불씨가 번지기 전에 멈출 수 있습니다.'],
      ['억울함을 바라보기', '억울한 마음은 지난 장면을 되풀이합니다. 장면이 아니라 지금 가슴의 답답함을 느껴 봅니다.'],
      ['화가 지나간 뒤', '화가 가라앉은 뒤 몸과 마음에 무엇이 남았는지 살펴봅니다. 화에도 처음과 끝이 있음을 봅니다.'],
      ['좋아함과 싫어함 사이', '하루에 좋아함과 싫어함이 몇 번 오가는지 세어 보면 마음이 얼마나 바쁜지 알게 됩니다.'],
      ['느낌에서 욕심으로', '좋은 느낌이 곧바로 욕심이 되지는 않습니다. 느낌과 욕심 사이의 짧은 틈을 찾아봅니다.'],
      ['느낌에서 성냄으로', '싫은 느낌이 성냄으로 번지기 전, 그 사이에서 "싫은 느낌" 하고 멈춰 봅니다.'],
      ['남의 화를 만났을 때', '다른 사람이 화를 낼 때 내 몸에서 일어나는 반응을 먼저 알아차리고, 대답은 한 호흡 뒤에 합니다.'],
      ['자신에게 내는 화', '실수한 자신을 탓하는 마음도 성냄입니다. 자신에게도 친구에게 하듯 말해 봅니다.'],
      ['탐욕과 성냄의 뿌리', '갖고 싶은 마음과 밀어내고 싶은 마음은 모두 "나"를 지키려는 마음에서 자랍니다. 그 뿌리를 조용히 봅니다.'],
      ['일어나고 사라짐을 돌아보며', '지난 두 주 동안 본 탐욕과 성냄 가운데 저절로 사라진 것을 하나 떠올리며 앉습니다.'],
    ],
  },
  {
    part: '다섯 가지 장애(오개) 알아차리기',
    items: [
      ['감각적 욕망 알아보기', '앉아 있는데 다른 즐거움이 자꾸 떠오르면 그것이 첫째 장애, 감각적 욕망입니다.'],
      ['감각적 욕망의 원인', '욕망은 좋은 모습에 마음을 오래 둘 때 자랍니다. 오늘 무엇에 마음을 오래 두었는지 살핍니다.'],
      ['감각적 욕망 내려놓기', '욕망이 일면 그것이 오래가지 않는다는 것을 떠올리고 호흡의 시작과 끝을 또렷이 느껴 봅니다.'],
      ['악의 알아보기', '누군가를 향한 미움이 앉은 자리까지 따라오면 그것이 둘째 장애, 악의입니다.'],
      ['악의의 원인', '싫은 모습을 되새길수록 악의가 자랍니다. 오늘 되새긴 장면이 있었는지 살핍니다.'],
      ['악의 내려놓기', '미운 사람도 행복을 바란다는 것을 떠올리며 "그도 편안하기를" 하고 조용히 마음을 보냅니다.'],
      ['혼침과 졸음 알아보기', '마음이 흐려지고 고개가 떨어지면 그것이 셋째 장애, 혼침과 졸음입니다.'],
      ['혼침의 원인', '과식이나 늦은 잠, 흥미 없음이 졸음을 부릅니다. 오늘 졸음의 까닭을 찾아봅니다.'],
      ['혼침 내려놓기', '졸리면 눈을 뜨고 빛을 보거나 일어서서 천천히 걸으며 수행을 이어 갑니다.'],
      ['들뜸과 후회 알아보기', '마음이 이리저리 튀고 지난 일이 자꾸 걸리면 그것이 넷째 장애, 들뜸과 후회입니다.'],
      ['들뜸의 원인', '할 일을 쌓아 두거나 마음에 걸리는 일을 미루면 들뜸이 자랍니다. 마음에 걸린 일을 하나 적어 봅니다.'],
      ['들뜸 내려놓기', '들뜰 때는 날숨에 마음을 두고 몸의 무게가 방석에 내려앉는 것을 느낍니다.'],
      ['의심 알아보기', '수행과 자신을 믿지 못해 망설이는 마음이 다섯째 장애, 의심입니다.'],
      ['의심의 원인', '묻지 않고 혼자 끙끙대면 의심이 자랍니다. 궁금한 것을 하나 적어 도반이나 스님께 여쭈어 봅니다.'],
      ['다섯 장애를 한눈에', '오늘 앉은 15분 동안 다섯 장애 가운데 무엇이 찾아왔는지 하나하나 이름을 불러 봅니다.'],
    ],
  },
  {
    part: '일곱 가지 깨달음의 요소(칠각지) 가꾸기',
    items: [
      ['알아차림 알아보기', '칠각지의 첫째는 알아차림입니다. 지금 알아차리고 있다는 것을 아는 순간을 찾아봅니다.'],
      ['알아차림 가꾸기', '하루 세 번, 정해 둔 때에 멈추어 세 호흡을 알아차리는 약속을 세웁니다.'],
      ['법의 간택 알아보기', '둘째는 살펴 가림입니다. 무엇이 마음을 맑게 하고 무엇이 흐리게 하는지 가려 봅니다.'],
      ['법의 간택 가꾸기', '오늘 한 일 가운데 마음을 맑게 한 일과 흐리게 한 일을 하나씩 적어 봅니다.'],
      ['정진 알아보기', '셋째는 꾸준한 노력입니다. 억지로 밀어붙이는 힘이 아니라 다시 돌아오는 힘입니다.'],
      ['정진 가꾸기', '마음이 흩어질 때마다 탓하지 않고 다시 호흡으로 돌아오는 횟수 자체를 정진으로 여깁니다.'],
      ['기쁨 알아보기', '넷째는 기쁨입니다. 수행이 잘될 때 몸과 마음에 번지는 가벼운 기쁨을 알아봅니다.'],
      ['기쁨 가꾸기', '오늘 잘한 작은 일 하나를 떠올리고 그 기쁨을 온몸으로 느껴 봅니다.'],
      ['편안함 알아보기', '다섯째는 편안함입니다. 기쁨이 가라앉은 뒤 찾아오는 고요한 쉼을 알아봅니다.'],
      ['편안함 가꾸기', '어깨와 턱, 배의 힘을 차례로 풀며 몸이 편안해지는 것을 따라갑니다.'],
      ['집중 알아보기', '여섯째는 집중입니다. 마음이 한 대상에 모여 흩어지지 않는 상태를 알아봅니다.'],
      ['집중 가꾸기', '들숨과 날숨을 열까지 세고 다시 하나로 돌아오며 마음을 한곳에 모읍니다.'],
      ['평온 알아보기', '일곱째는 평온입니다. 좋고 싫음에 기울지 않고 가운데 머무는 마음을 알아봅니다.'],
      ['평온 가꾸기', '좋은 소리와 싫은 소리를 똑같이 "소리"로 듣는 연습을 해 봅니다.'],
      ['칠각지를 함께 보기', '일곱 요소가 서로 받쳐 준다는 것을 떠올리며, 오늘 가장 필요한 요소 하나를 골라 앉습니다.'],
    ],
  },
  {
    part: '일상 속에서 한 순간 멈추기',
    items: [
      ['눈을 뜨는 순간', '아침에 눈을 뜨면 일어나기 전에 세 번 호흡하며 오늘 하루를 알아차림으로 시작합니다.'],
      ['문을 여닫을 때', '문고리를 잡을 때마다 손의 감촉을 알아차리는 것을 오늘의 멈춤 신호로 삼습니다.'],
      ['신호등 앞에서', '빨간불 앞에서 기다리는 시간을 발바닥과 호흡을 느끼는 시간으로 바꾸어 봅니다.'],
      ['전화가 울릴 때', '전화벨이 울리면 받기 전에 한 번 호흡합니다. 짧은 멈춤이 대화를 부드럽게 합니다.'],
      ['밥 먹기 전', '숟가락을 들기 전에 이 음식이 오기까지의 수고를 떠올리며 한 호흡 멈춥니다.'],
      ['설거지하며', '그릇에 닿는 물의 온도와 손의 움직임을 느끼며 설거지를 수행으로 삼습니다.'],
      ['걸을 때', '몇 걸음이라도 발이 땅에 닿는 느낌을 알아차리며 걸어 봅니다.'],
      ['기다릴 때', '줄을 서거나 누군가를 기다릴 때 조급함을 알아차리고 그 자리에서 호흡을 느낍니다.'],
      ['말하기 전에', '말하기 전에 "이 말이 참된가, 필요한가, 따뜻한가" 하고 한 번 멈춰 봅니다.'],
      ['듣고 있을 때', '상대의 말을 들으며 대답을 준비하는 마음을 알아차리고 그냥 끝까지 들어 봅니다.'],
      ['화면을 켜기 전에', '휴대전화나 컴퓨터를 켜기 전에 무엇을 하려는지 마음속으로 한 번 말해 봅니다.'],
      ['일을 마칠 때', '한 가지 일을 마치면 다음 일로 넘어가기 전에 세 번 호흡하며 마무리를 알아차립니다.'],
      ['씻을 때', '세수하거나 샤워할 때 물이 닿는 감각을 하나하나 알아차려 봅니다.'],
      ['잠들기 전', '잠들기 전 오늘 멈추었던 순간을 떠올리며 감사한 마음으로 하루를 닫습니다.'],
      ['멈춤 두 주를 돌아보며', '지난 두 주 동안 가장 잘 지켜진 멈춤 신호와 가장 자주 잊은 신호를 돌아봅니다.'],
    ],
  },
  {
    part: '한 학기 수행 돌아보기와 서원 세우기',
    items: [
      ['한 학기의 수행을 돌아보며', '이번 학기에 알아차림이 가장 또렷했던 날과 가장 흐렸던 날을 떠올리고, 두 날 모두에게 고마워합니다.'],
      ['다음 학기를 위한 서원', '다음 학기에도 이어 갈 수행 약속 하나를 정하고, 그 약속을 짧은 문장으로 적어 둡니다.'],
    ],
  },
];

/** Lotus sutra lectures, level 1: one a week. Video links are demo placeholders on a reserved domain. */
const LOTUS_1: [title: string, summary: string][] = [
  [
    '법화경은 어떤 경전인가',
    '법화경이 전해진 길과 스물여덟 품의 짜임을 살펴보고, 모든 이가 부처가 될 수 있다는 법화경의 큰 뜻을 미리 짚어 봅니다.',
  ],
  [
    '서품 – 빛으로 여는 법회',
    '부처님 미간의 빛이 온 세계를 비추는 장면으로 법회가 열립니다. 미륵보살의 물음과 문수보살의 대답을 따라 이 빛이 무엇을 예고하는지 읽습니다.',
  ],
  [
    '방편품 (1) – 오직 일불승',
    '부처님이 여러 가지 가르침을 편 것은 모두를 하나의 길로 이끌기 위한 방편이었다는 선언을 읽고, 세 수레와 한 수레의 뜻을 새깁니다.',
  ],
  [
    '방편품 (2) – 부처님이 세상에 오신 까닭',
    '부처님이 세상에 오신 단 하나의 큰 인연은 중생이 부처의 지혜를 열고, 보이고, 깨닫고, 들어가게 하려는 것임을 배웁니다.',
  ],
  [
    '비유품 – 불타는 집의 비유',
    '불타는 집에서 놀이에 빠진 아이들을 장난감 수레로 불러낸 아버지의 이야기로, 방편과 자비가 어떻게 함께 가는지 살펴봅니다.',
  ],
  [
    '신해품 – 장자와 가난한 아들',
    '집을 떠나 떠돌던 아들을 아버지가 조금씩 곁으로 불러들이는 이야기로, 우리가 본래 지닌 보배를 믿고 이해하는 과정을 배웁니다.',
  ],
  [
    '약초유품 – 한 비에 젖는 풀과 나무',
    '같은 비를 맞아도 풀과 나무가 저마다 자라듯, 하나의 가르침이 각자의 그릇에 맞게 스며든다는 비유를 읽습니다.',
  ],
  [
    '수기품 – 제자들이 받는 성불의 약속',
    '가섭을 비롯한 제자들이 언젠가 부처가 되리라는 약속을 받는 장면을 통해 수기가 지닌 희망의 뜻을 새깁니다.',
  ],
  [
    '화성유품 (1) – 대통지승불 이야기',
    '아득한 옛날 대통지승불과 그 열여섯 왕자의 인연을 따라가며, 지금의 만남이 오래된 인연임을 배웁니다.',
  ],
  [
    '화성유품 (2) – 신기루 성의 비유',
    '지친 길손들을 위해 길잡이가 잠시 쉬어 갈 성을 만들어 보인 비유로, 중간의 쉼터와 마지막 목적지를 구별해 봅니다.',
  ],
  [
    '오백제자수기품 – 옷 속의 구슬',
    '친구가 옷 속에 꿰매 준 보배 구슬을 모르고 가난하게 살던 사람의 이야기로, 이미 지닌 불성을 알아보는 공부를 합니다.',
  ],
  [
    '수학무학인기품과 1단계 정리',
    '아난과 라훌라를 비롯한 배우는 이와 다 배운 이들의 수기를 읽고, 열두 강의 흐름을 정리하며 다음 단계를 준비합니다.',
  ],
];

const WEEKDAY_PRACTICE = [
  '게송을 아침에 한 번, 잠들기 전에 한 번 읽어 보세요.',
  '게송 가운데 한 구절을 골라 하루 동안 마음속으로 되뇌어 보세요.',
  '이야기 속 인물 가운데 오늘의 나와 닮은 사람을 찾아보세요.',
  '게송을 천천히 옮겨 쓰며 낱말 하나하나의 무게를 느껴 보세요.',
  '오늘 만난 일 가운데 이 게송이 비추어 주는 장면을 하나 떠올려 보세요.',
  '게송을 가족이나 도반에게 한 문장으로 들려준다면 어떻게 말할지 생각해 보세요.',
  '지난 엿새 동안 읽은 게송을 이어 읽으며 한 주를 돌아보세요.',
];

function satiLessons(): SeedLesson[] {
  const out: SeedLesson[] = [];
  for (const part of SATI_3) {
    for (const [title, focus] of part.items) {
      const number = out.length + 1;
      out.push({
        catalog: 'sati',
        level: 3,
        number,
        opensOnDay: number,
        title,
        body: [
          `${number}일째 수행입니다. 이번 주제는 「${part.part}」입니다.`,
          focus,
          '허리를 곧게 세우고 편안히 앉아 15분 동안 호흡을 따라갑니다. 마음이 흩어지면 흩어졌다는 것을 알고 부드럽게 돌아오면 됩니다.',
        ],
        tasks: SATI_TASKS,
      });
    }
  }
  return out;
}

const DHAMMAPADA_BOOK = SCRIPTURE_BOOKS.find((b) => b.key === 'dhammapada')!;

function dhammapadaLessons(): SeedLesson[] {
  const out: SeedLesson[] = [];
  const add = (lesson: Omit<SeedLesson, 'catalog' | 'level' | 'number' | 'opensOnDay' | 'tasks'>) => {
    const number = out.length + 1;
    out.push({ catalog: 'dhammapada', level: 5, number, opensOnDay: number, tasks: DHAMMAPADA_TASKS, ...lesson });
  };
  for (const chapter of DHAMMAPADA_5) {
    for (const v of chapter.verses) {
      add({
        title: `제${v.n}게 – ${v.title}`,
        body: [
          `오늘은 ${chapter.name}의 제${v.n}게송 「${v.title}」을 읽습니다. ${chapter.theme}`,
          `게송을 천천히 두 번 읽고, 이 말씀이 나온 인연 이야기를 읽어 보세요. ${WEEKDAY_PRACTICE[out.length % WEEKDAY_PRACTICE.length]}`,
        ],
        scripture: {
          book: DHAMMAPADA_BOOK.name,
          reference: `${chapter.name} 제${v.n}게`,
          passage: v.verse,
          bookId: DHAMMAPADA_BOOK.id,
          verse: v.n,
        },
        story: v.story,
      });
    }
    // Two days at the end of each chapter to read its verses again.
    const first = chapter.verses[0];
    const last = chapter.verses[chapter.verses.length - 1];
    for (const [i, v] of [first, last].entries()) {
      add({
        title: `${chapter.name.replace(/^제\d+품 /, '')} 돌아보기 (${i + 1}) – ${v.title}`,
        body: [
          `${chapter.name}의 게송 ${chapter.verses.length}편을 모두 읽었습니다. ${chapter.theme}`,
          i === 0
            ? `오늘은 이 품을 여는 제${v.n}게송을 다시 읽고, 그동안 읽은 게송 가운데 가장 마음에 남은 것을 골라 봅니다.`
            : `오늘은 이 품을 맺는 제${v.n}게송을 다시 읽고, 이 품의 가르침을 생활에서 어떻게 이어 갈지 정해 봅니다.`,
        ],
        scripture: {
          book: DHAMMAPADA_BOOK.name,
          reference: `${chapter.name} 제${v.n}게 (다시 읽기)`,
          passage: v.verse,
          bookId: DHAMMAPADA_BOOK.id,
          verse: v.n,
        },
        story: v.story,
      });
    }
  }
  return out;
}

function lotusLessons(): SeedLesson[] {
  return LOTUS_1.map(([title, summary], i) => ({
    catalog: 'lotussutra',
    level: 1,
    number: i + 1,
    opensOnDay: 1 + i * 7,
    title: `${i + 1}강. ${title}`,
    body: [summary, '영상을 끝까지 본 뒤, 강의에서 인용한 경문을 한 번 소리 내어 읽어 보세요. 이번 주 안에 언제든 들을 수 있습니다.'],
    // Demo content: a placeholder address on a reserved domain stands in for the temple's video page.
    video: {
      title: `법화경 강좌 1단계 ${i + 1}강 – ${title}`,
      url: `https://video.dharmaschool.example/lotus-sutra/1/${String(i + 1).padStart(2, '0')}`,
    },
    tasks: LECTURE_TASKS,
  }));
}

/** Every demo lesson: 77 of sati 3, 77 of dhammapada 5, 12 lectures of lotus sutra 1. */
export function demoLessons(): SeedLesson[] {
  const lessons = [...satiLessons(), ...dhammapadaLessons(), ...lotusLessons()];
  for (const [catalog, level, count] of [
    ['sati', 3, TERM_LENGTH_DAYS],
    ['dhammapada', 5, TERM_LENGTH_DAYS],
  ] as const) {
    const got = lessons.filter((l) => l.catalog === catalog && l.level === level).length;
    if (got !== count) throw new Error(`demo lessons: ${catalog} ${level} has ${got}, wants ${count}`);
  }
  return lessons;
}

const REFLECTIONS = [
  '처음 5분은 생각이 많았는데 이름을 붙이니 조금씩 조용해졌습니다.',
  '오늘은 졸음이 자주 왔습니다. 눈을 살짝 뜨니 나아졌어요.',
  '호흡이 짧다는 것을 알았습니다. 바쁜 하루 때문인 것 같습니다.',
  '앉기 전에는 하기 싫었는데 끝나고 나니 마음이 한결 가벼웠습니다.',
  '회사 일이 계속 떠올랐지만 그때마다 돌아오는 연습을 했습니다.',
  '몸의 긴장이 어깨에 모여 있다는 걸 처음 알아차렸습니다.',
];

const STORY_NOTES = [
  '화를 멈춘 뒤에 부처님께 찾아간 장면이 마음에 남았습니다.',
  '작은 일을 조금씩 보태어 간 마음이 저에게도 필요하다고 느꼈습니다.',
  '끝내 포기하지 않고 다시 배우기 시작한 모습이 좋았습니다.',
];

/** What the demo learner wrote: a check stores no text, written tasks get a short honest answer. */
export function demoResponses(lesson: SeedLesson, task: SeedTask): string | null {
  switch (task.type) {
    case 'check':
      return null;
    case 'verse':
      return `제 말로 옮기면: ${lesson.scripture?.passage.split('. ')[0] ?? lesson.title}.`.replace(/\.\.$/, '.');
    case 'story':
      return STORY_NOTES[lesson.number % STORY_NOTES.length];
    default:
      return lesson.catalog === 'lotussutra'
        ? `「${lesson.title.replace(/^\d+강\. /, '')}」에서 방편의 뜻을 새로 알았습니다. 이번 주에는 가족에게 먼저 부드럽게 말해 보겠습니다.`
        : REFLECTIONS[lesson.number % REFLECTIONS.length];
  }
}
