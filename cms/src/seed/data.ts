import type { SeedData } from './types';

/**
 * Demo content seeded on first start: the course catalogue, articles, privacy policy, home page,
 * footer details and the current semester. Images are file names in cms/seed-assets/.
 */
export const seedData: SeedData = {
  courseFamilies: [
    {
      key: 'sati',
      name: '사띠(마음챙김) 수행',
      summary:
        '호흡과 몸, 느낌과 마음을 있는 그대로 알아차리는 사띠 수행을 하루 15분씩 익힙니다. 3단계는 모든 학인이 매 학기 함께하는 필수 과정입니다.',
      category: 'required',
      carouselOrder: 1,
      image: 'course-sati.svg',
      imageAlt: '고요한 호흡을 상징하는 동심원과 연꽃',
      levels: [
        {
          level: 1,
          title: '사띠 수행 1단계 – 호흡 알아차리기',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '붓다의 호흡과 명상',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B6%93%EB%8B%A4%EC%9D%98%20%ED%98%B8%ED%9D%A1%EA%B3%BC%20%EB%AA%85%EC%83%81',
            },
            {
              title: '처음 만나는 사띠 수행',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%B2%98%EC%9D%8C%20%EB%A7%8C%EB%82%98%EB%8A%94%20%EC%82%AC%EB%9D%A0%20%EC%88%98%ED%96%89',
            },
          ],
          contents:
            '1~15일. 바른 자세로 앉기와 하루 15분 수행 습관 들이기\n' +
            '16~30일. 들숨과 날숨을 있는 그대로 알아차리기\n' +
            '31~45일. 긴 호흡과 짧은 호흡 구별하기\n' +
            '46~60일. 온몸을 느끼며 호흡하기\n' +
            '61~75일. 몸의 움직임을 고요히 하며 호흡하기\n' +
            '76~90일. 한 학기 수행 돌아보기와 수행 일지 정리',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '명상을 처음 시작하는 분, 바쁜 일상 속에서 마음을 쉬고 싶은 분',
          learningEffects: '흩어진 마음을 호흡으로 되돌리는 힘을 기르고, 하루 15분 수행 습관을 몸에 익힙니다.',
          otherInformation: '매일 5분 안내 음성을 듣고 10분간 앉아 수행한 뒤 수행 일지를 남깁니다.',
        },
        {
          level: 2,
          title: '사띠 수행 2단계 – 몸과 느낌 알아차리기',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '대념처경 해설',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%8C%80%EB%85%90%EC%B2%98%EA%B2%BD%20%ED%95%B4%EC%84%A4',
            },
            {
              title: '걷기 명상 안내서',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EA%B1%B7%EA%B8%B0%20%EB%AA%85%EC%83%81%20%EC%95%88%EB%82%B4%EC%84%9C',
            },
          ],
          contents:
            '1~15일. 걷기 수행 – 발바닥의 감각 알아차리기\n' +
            '16~30일. 먹기·씻기·일하기, 일상 동작 알아차리기\n' +
            '31~45일. 머리부터 발끝까지 몸 살피기\n' +
            '46~60일. 즐거운 느낌, 괴로운 느낌, 덤덤한 느낌 구별하기\n' +
            '61~75일. 통증과 불편함을 밀어내지 않고 지켜보기\n' +
            '76~90일. 한 학기 수행 돌아보기와 수행 일지 정리',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '사띠 수행 1단계를 마친 분, 호흡 수행을 일상으로 넓히고 싶은 분',
          learningEffects: '몸과 느낌에 끌려가지 않고 한 걸음 물러나 바라보는 힘이 생깁니다.',
          otherInformation: '하루 한 번은 걷기 수행으로 대신할 수 있습니다.',
        },
        {
          level: 3,
          title: '사띠 수행 3단계 – 마음과 법 알아차리기 (필수)',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '대념처경 해설',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%8C%80%EB%85%90%EC%B2%98%EA%B2%BD%20%ED%95%B4%EC%84%A4',
            },
            {
              title: '마음을 보는 공부',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%A7%88%EC%9D%8C%EC%9D%84%20%EB%B3%B4%EB%8A%94%20%EA%B3%B5%EB%B6%80',
            },
          ],
          contents:
            '1~15일. 일어나는 마음에 이름 붙여 알아차리기\n' +
            '16~30일. 탐욕과 성냄이 일어나고 사라지는 과정 보기\n' +
            '31~45일. 다섯 가지 장애(오개) 알아차리기\n' +
            '46~60일. 일곱 가지 깨달음의 요소(칠각지) 가꾸기\n' +
            '61~75일. 일상 속에서 한 순간 멈추기\n' +
            '76~90일. 한 학기 수행 돌아보기와 서원 세우기',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '담마스쿨의 모든 학인 (매 학기 필수)',
          learningEffects: '어떤 공부를 하든 그 바탕이 되는 알아차림을 매 학기 새롭게 다집니다.',
          otherInformation: '수강신청 때 자동으로 포함되는 필수 과정입니다. 이미 수료한 학인도 매 학기 함께 수행합니다.',
        },
      ],
    },
    {
      key: 'dhammapada',
      name: '법구경 이야기',
      summary: '법구경 423게송에 얽힌 인연 이야기를 하루 한 편씩 읽고 새깁니다. 여섯 단계에 걸쳐 26품 전체를 공부합니다.',
      category: 'daily',
      carouselOrder: 6,
      image: 'course-dhammapada.svg',
      imageAlt: '펼친 경전 위에 떠 있는 보리수 잎',
      levels: [
        {
          level: 1,
          title: '법구경 이야기 1단계 – 쌍품에서 꽃품까지',
          imageCode: 'D1E',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '법구경 이야기 1',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EA%B5%AC%EA%B2%BD%20%EC%9D%B4%EC%95%BC%EA%B8%B0%201',
            },
            {
              title: '법구경 – 진리의 말씀',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EA%B5%AC%EA%B2%BD%20%E2%80%93%20%EC%A7%84%EB%A6%AC%EC%9D%98%20%EB%A7%90%EC%94%80',
            },
          ],
          contents:
            '1~25일. 제1품 쌍품 – 마음이 모든 것에 앞선다\n' +
            '26~45일. 제2품 불방일품 – 깨어 있음은 죽음 없는 길\n' +
            '46~65일. 제3품 마음품 – 흔들리는 마음을 다스리는 법\n' +
            '66~85일. 제4품 꽃품 – 꽃향기처럼 퍼지는 덕행\n' +
            '86~90일. 한 학기 게송 되새기기와 올해의 게송 뽑기',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '경전 공부를 처음 시작하는 분',
          learningEffects: '짧은 게송 하나를 하루 동안 마음에 품고 지내는 습관이 생깁니다.',
          otherInformation: '매일 게송 한 편과 이야기 한 편이 열리며, 마음에 남은 게송과 이야기에 투표할 수 있습니다.',
        },
        {
          level: 2,
          title: '법구경 이야기 2단계 – 어리석은 사람품에서 천품까지',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '법구경 이야기 1',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EA%B5%AC%EA%B2%BD%20%EC%9D%B4%EC%95%BC%EA%B8%B0%201',
            },
            {
              title: '법구경 – 진리의 말씀',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EA%B5%AC%EA%B2%BD%20%E2%80%93%20%EC%A7%84%EB%A6%AC%EC%9D%98%20%EB%A7%90%EC%94%80',
            },
          ],
          contents:
            '1~22일. 제5품 어리석은 사람품 – 스스로 어리석음을 아는 사람\n' +
            '23~44일. 제6품 현명한 사람품 – 허물을 일러 주는 벗\n' +
            '45~64일. 제7품 아라한품 – 짐을 내려놓은 사람\n' +
            '65~85일. 제8품 천품 – 천 마디 말보다 한 마디 법\n' +
            '86~90일. 한 학기 게송 되새기기와 올해의 이야기 뽑기',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '법구경 이야기 1단계를 마친 분',
          learningEffects: '어리석음과 지혜를 가르는 기준을 이야기 속 인물들을 통해 구체적으로 익힙니다.',
          otherInformation: '게송 외우기 과제는 선택입니다.',
        },
        {
          level: 3,
          title: '법구경 이야기 3단계 – 악품에서 자기품까지',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '법구경 이야기 2',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EA%B5%AC%EA%B2%BD%20%EC%9D%B4%EC%95%BC%EA%B8%B0%202',
            },
            {
              title: '법구경 – 진리의 말씀',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EA%B5%AC%EA%B2%BD%20%E2%80%93%20%EC%A7%84%EB%A6%AC%EC%9D%98%20%EB%A7%90%EC%94%80',
            },
          ],
          contents:
            '1~22일. 제9품 악품 – 작은 악도 가볍게 여기지 말라\n' +
            '23~44일. 제10품 폭력품 – 모든 생명은 폭력을 두려워한다\n' +
            '45~64일. 제11품 늙음품 – 무엇을 웃고 무엇을 기뻐하랴\n' +
            '65~85일. 제12품 자기품 – 자신이야말로 자신의 의지처\n' +
            '86~90일. 한 학기 게송 되새기기와 올해의 게송 뽑기',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '법구경 이야기 2단계를 마친 분',
          learningEffects: '업과 과보, 늙음과 무상을 일상의 언어로 이해하게 됩니다.',
          otherInformation: '단계마다 교재 권수가 다르니 수강 전에 교재를 확인해 주세요.',
        },
        {
          level: 4,
          title: '법구경 이야기 4단계 – 세상품에서 애정품까지',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '법구경 이야기 2',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EA%B5%AC%EA%B2%BD%20%EC%9D%B4%EC%95%BC%EA%B8%B0%202',
            },
            {
              title: '법구경 – 진리의 말씀',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EA%B5%AC%EA%B2%BD%20%E2%80%93%20%EC%A7%84%EB%A6%AC%EC%9D%98%20%EB%A7%90%EC%94%80',
            },
          ],
          contents:
            '1~22일. 제13품 세상품 – 물거품처럼, 아지랑이처럼\n' +
            '23~44일. 제14품 붓다품 – 모든 악을 짓지 말고 선을 받들어 행하라\n' +
            '45~64일. 제15품 행복품 – 미움 속에서 미움 없이 사는 행복\n' +
            '65~85일. 제16품 애정품 – 사랑하는 것에서 근심이 생긴다\n' +
            '86~90일. 한 학기 게송 되새기기와 올해의 이야기 뽑기',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '법구경 이야기 3단계를 마친 분',
          learningEffects: '칠불통계의 뜻을 새기며 참된 행복이 무엇인지 스스로 물어봅니다.',
          otherInformation: '학기 중 한 번, 마음에 남은 이야기를 나누는 온라인 모임이 열립니다.',
        },
        {
          level: 5,
          title: '법구경 이야기 5단계 – 분노품에서 길품까지',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '법구경 이야기 3',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EA%B5%AC%EA%B2%BD%20%EC%9D%B4%EC%95%BC%EA%B8%B0%203',
            },
            {
              title: '법구경 – 진리의 말씀',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EA%B5%AC%EA%B2%BD%20%E2%80%93%20%EC%A7%84%EB%A6%AC%EC%9D%98%20%EB%A7%90%EC%94%80',
            },
          ],
          contents:
            '1~22일. 제17품 분노품 – 달리는 수레를 멈추듯 화를 다스리라\n' +
            '23~44일. 제18품 더러움품 – 대장장이가 은의 녹을 벗겨 내듯\n' +
            '45~64일. 제19품 법에 머무는 사람품 – 말이 많다고 지혜로운 것이 아니다\n' +
            '65~85일. 제20품 길품 – 그대 스스로 힘써야 한다\n' +
            '86~90일. 한 학기 게송 되새기기와 올해의 게송 뽑기',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '법구경 이야기 4단계를 마친 분',
          learningEffects: '화와 번뇌를 다루는 구체적인 방법을 익히고 팔정도의 길을 그려 봅니다.',
          otherInformation: '게송 외우기 과제는 선택입니다.',
        },
        {
          level: 6,
          title: '법구경 이야기 6단계 – 여러 가지품에서 바라문품까지',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '법구경 이야기 3',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EA%B5%AC%EA%B2%BD%20%EC%9D%B4%EC%95%BC%EA%B8%B0%203',
            },
            {
              title: '법구경 – 진리의 말씀',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EA%B5%AC%EA%B2%BD%20%E2%80%93%20%EC%A7%84%EB%A6%AC%EC%9D%98%20%EB%A7%90%EC%94%80',
            },
          ],
          contents:
            '1~14일. 제21품 여러 가지품 – 작은 즐거움을 버려 큰 즐거움을 얻는다\n' +
            '15~28일. 제22품 지옥품 – 스스로 지은 업의 무게\n' +
            '29~42일. 제23품 코끼리품 – 싸움터의 코끼리처럼 비난을 견디라\n' +
            '43~57일. 제24품 갈애품 – 뿌리가 남은 나무는 다시 자란다\n' +
            '58~71일. 제25품 비구품 – 눈과 귀와 혀를 지키는 삶\n' +
            '72~85일. 제26품 바라문품 – 참된 수행자는 누구인가\n' +
            '86~90일. 법구경 전체 돌아보기와 회향',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '법구경 이야기 5단계를 마친 분',
          learningEffects: '법구경 26품을 모두 마치며 부처님 가르침의 큰 줄기를 스스로 정리합니다.',
          otherInformation: '6단계를 마치면 법구경 전 과정 수료증을 드립니다.',
        },
      ],
    },
    {
      key: 'bodhisattva',
      name: '보살 수행 과정',
      summary: '보시·지계·인욕·정진·선정·지혜의 육바라밀을 매일의 작은 실천으로 옮기는 과정입니다.',
      category: 'daily',
      carouselOrder: null,
      image: 'course-bodhisattva.svg',
      imageAlt: '떠오르는 해를 배경으로 물 위에 핀 연꽃',
      levels: [
        {
          level: 1,
          title: '보살 수행 1단계 – 보리심 내기와 보시',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '입보리행론',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%9E%85%EB%B3%B4%EB%A6%AC%ED%96%89%EB%A1%A0',
            },
            {
              title: '보살의 길 – 육바라밀 수행 안내',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B3%B4%EC%82%B4%EC%9D%98%20%EA%B8%B8%20%E2%80%93%20%EC%9C%A1%EB%B0%94%EB%9D%BC%EB%B0%80%20%EC%88%98%ED%96%89%20%EC%95%88%EB%82%B4',
            },
          ],
          contents:
            '1~15일. 보리심이란 무엇인가 – 나와 남을 함께 살리는 마음\n' +
            '16~30일. 사홍서원을 매일 읽고 새기기\n' +
            '31~45일. 재보시 – 작은 것부터 나누기\n' +
            '46~60일. 법보시 – 좋은 말과 가르침 나누기\n' +
            '61~75일. 무외시 – 두려움을 덜어 주는 보시\n' +
            '76~90일. 실천 기록 돌아보기와 회향',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '신행 생활을 실천으로 옮기고 싶은 분',
          learningEffects: '하루 한 가지 나눔을 실천하며 주는 마음이 곧 수행임을 체험합니다.',
          otherInformation: '매일 실천 과제 한 가지를 하고 기록을 남깁니다. 봉사활동도 함께 기록할 수 있습니다.',
        },
        {
          level: 2,
          title: '보살 수행 2단계 – 지계와 인욕',
          imageCode: 'B2',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '입보리행론',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%9E%85%EB%B3%B4%EB%A6%AC%ED%96%89%EB%A1%A0',
            },
            {
              title: '오계 이야기',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%98%A4%EA%B3%84%20%EC%9D%B4%EC%95%BC%EA%B8%B0',
            },
          ],
          contents:
            '1~15일. 오계의 참뜻 – 금지가 아닌 보호\n' +
            '16~30일. 말로 짓는 업 살피기 – 거짓말, 이간질, 험한 말, 꾸밈말\n' +
            '31~45일. 소비와 생활 속의 계율\n' +
            '46~60일. 인욕 – 화가 일어나는 자리 살피기\n' +
            '61~75일. 나를 힘들게 하는 사람을 스승으로 보기\n' +
            '76~90일. 실천 기록 돌아보기와 회향',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '보살 수행 1단계를 마친 분',
          learningEffects: '계율을 삶을 지키는 울타리로 받아들이고, 참는 힘을 기릅니다.',
          otherInformation: '학기 중 봉사활동 기록을 최소 1회 남기도록 권장합니다.',
        },
        {
          level: 3,
          title: '보살 수행 3단계 – 정진·선정·지혜',
          imageCode: 'B3',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '입보리행론',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%9E%85%EB%B3%B4%EB%A6%AC%ED%96%89%EB%A1%A0',
            },
            {
              title: '반야심경 강의',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B0%98%EC%95%BC%EC%8B%AC%EA%B2%BD%20%EA%B0%95%EC%9D%98',
            },
          ],
          contents:
            '1~15일. 정진 – 게으름의 세 가지 얼굴\n' +
            '16~30일. 작심삼일을 넘어서는 작은 서원\n' +
            '31~45일. 선정 – 고요히 머무는 연습\n' +
            '46~60일. 지혜 – 모든 것은 조건 따라 일어난다\n' +
            '61~75일. 공을 일상에서 보기\n' +
            '76~90일. 육바라밀 전체 돌아보기와 보살계 발원',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '보살 수행 2단계를 마친 분',
          learningEffects: '육바라밀을 하나의 삶으로 엮어 꾸준히 실천하는 힘을 기릅니다.',
          otherInformation: '3단계를 마친 학인에게는 보살계 수계 법회를 안내해 드립니다.',
        },
      ],
    },
    {
      key: 'adult',
      name: '어른 공부반',
      summary: '인생의 후반을 맞은 분들이 부처님 가르침 안에서 나이 듦과 관계, 마음 쓰는 법을 함께 공부하는 반입니다.',
      category: 'daily',
      carouselOrder: null,
      image: 'course-adult.svg',
      imageAlt: '창가 탁자 위에 김이 오르는 찻잔',
      levels: [
        {
          level: 1,
          title: '어른 공부반 1단계 – 나이 듦을 배우다',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '어른 공부 – 부처님과 함께 나이 드는 법',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%96%B4%EB%A5%B8%20%EA%B3%B5%EB%B6%80%20%E2%80%93%20%EB%B6%80%EC%B2%98%EB%8B%98%EA%B3%BC%20%ED%95%A8%EA%BB%98%20%EB%82%98%EC%9D%B4%20%EB%93%9C%EB%8A%94%20%EB%B2%95',
            },
          ],
          contents:
            '1~15일. 달라지는 몸을 있는 그대로 받아들이기\n' +
            '16~30일. 자녀와 배우자, 가까운 관계 다시 보기\n' +
            '31~45일. 감사하는 마음 기르기\n' +
            '46~60일. 서운함을 내려놓는 용서 공부\n' +
            '61~75일. 홀로 있어도 외롭지 않은 마음\n' +
            '76~90일. 내가 남기고 싶은 것 – 회향의 삶',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '50대 이상 불자, 은퇴 전후로 삶을 돌아보고 싶은 분',
          learningEffects: '나이 듦을 잃어 가는 과정이 아니라 깊어지는 과정으로 받아들이게 됩니다.',
          otherInformation: '글씨가 큰 교재와 음성 낭독 파일을 함께 제공합니다.',
        },
        { level: 2 },
      ],
    },
    {
      key: 'cheon',
      name: '천수경 공부반',
      summary: '불자들이 가장 많이 독송하는 천수경을 구절마다 뜻을 새기며 하루 15분씩 읽고 외웁니다.',
      category: 'daily',
      carouselOrder: null,
      image: 'course-cheon.svg',
      imageAlt: '천 개의 손을 상징하며 둥글게 펼쳐진 꽃잎 무늬',
      levels: [
        {
          level: 1,
          title: '천수경 공부반 1단계 – 정구업진언에서 신묘장구대다라니까지',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '천수경 강의',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%B2%9C%EC%88%98%EA%B2%BD%20%EA%B0%95%EC%9D%98',
            },
            {
              title: '우리말 천수경',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%9A%B0%EB%A6%AC%EB%A7%90%20%EC%B2%9C%EC%88%98%EA%B2%BD',
            },
          ],
          contents:
            '1~15일. 정구업진언·오방내외안위제신진언 – 입을 맑히는 공부\n' +
            '16~30일. 개경게·개법장진언 – 경을 여는 마음\n' +
            '31~45일. 천수천안관자재보살 광대원만무애대비심대다라니 계청\n' +
            '46~60일. 관세음보살의 열 가지 서원과 여섯 가지 향함\n' +
            '61~75일. 신묘장구대다라니 바르게 읽기\n' +
            '76~90일. 신묘장구대다라니 외워 독송하기',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '천수경을 뜻을 알고 독송하고 싶은 분',
          learningEffects: '늘 소리로만 읽던 천수경의 구절마다 담긴 뜻을 알고 독송하게 됩니다.',
          otherInformation: '매일 독송 음원을 따라 읽고 독송 횟수를 기록합니다.',
        },
        {
          level: 2,
          title: '천수경 공부반 2단계 – 사방찬에서 참회진언까지',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '천수경 강의',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%B2%9C%EC%88%98%EA%B2%BD%20%EA%B0%95%EC%9D%98',
            },
            {
              title: '참회와 발원',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%B0%B8%ED%9A%8C%EC%99%80%20%EB%B0%9C%EC%9B%90',
            },
          ],
          contents:
            '1~15일. 사방찬 – 도량의 사방을 맑히는 노래\n' +
            '16~30일. 도량찬 – 삼보와 천룡이 함께하는 자리\n' +
            '31~45일. 참회게 – 지난 허물을 돌아보는 마음\n' +
            '46~60일. 참제업장 십이존불\n' +
            '61~75일. 십악참회 – 몸과 말과 뜻으로 지은 열 가지 허물\n' +
            '76~90일. 참회진언과 참회의 완성',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '천수경 공부반 1단계를 마친 분',
          learningEffects: '참회를 죄책감이 아닌 새로 시작하는 힘으로 이해하게 됩니다.',
          otherInformation: '학기 마지막 주에 온라인 참회 기도에 함께합니다.',
        },
        {
          level: 3,
          title: '천수경 공부반 3단계 – 준제진언에서 발원까지',
          period: '90일 (매일 15분)',
          volume: '하루 15분',
          lectureType: '일일 수행',
          credits: 3,
          textbooks: [
            {
              title: '천수경 강의',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%B2%9C%EC%88%98%EA%B2%BD%20%EA%B0%95%EC%9D%98',
            },
            {
              title: '참회와 발원',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%B0%B8%ED%9A%8C%EC%99%80%20%EB%B0%9C%EC%9B%90',
            },
          ],
          contents:
            '1~15일. 준제공덕취와 정법계진언·호신진언\n' +
            '16~30일. 관세음보살 본심미묘 육자대명왕진언\n' +
            '31~45일. 준제진언과 준제발원\n' +
            '46~60일. 여래십대발원문\n' +
            '61~75일. 발사홍서원 – 네 가지 큰 서원\n' +
            '76~90일. 귀명례삼보와 천수경 전체 독송',
          evaluation: '학습일의 60% 이상 완료 시 수료',
          target: '천수경 공부반 2단계를 마친 분',
          learningEffects: '천수경 전체를 외워 독송하고, 나만의 발원문을 쓸 수 있게 됩니다.',
          otherInformation: '3단계를 마치면 직접 쓴 발원문을 함께 나눕니다.',
        },
      ],
    },
    {
      key: 'lotussutra',
      name: '법화경 강좌',
      summary: '묘법연화경 28품을 차례로 읽으며, 누구나 부처가 될 수 있다는 일불승의 가르침을 강의로 배웁니다.',
      category: 'lecture',
      carouselOrder: 2,
      image: 'course-lotussutra.svg',
      imageAlt: '연못 위에 활짝 핀 분홍 연꽃',
      levels: [
        {
          level: 1,
          title: '법화경 강좌 1 – 서품에서 수학무학인기품까지',
          period: '한 학기 (12주)',
          volume: '총 12강 (약 12시간)',
          lectureType: '법문 강좌',
          credits: 2,
          textbooks: [
            {
              title: '법화경 강의',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%ED%99%94%EA%B2%BD%20%EA%B0%95%EC%9D%98',
            },
            {
              title: '우리말 묘법연화경',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%9A%B0%EB%A6%AC%EB%A7%90%20%EB%AC%98%EB%B2%95%EC%97%B0%ED%99%94%EA%B2%BD',
            },
          ],
          contents:
            '1강. 법화경은 어떤 경전인가\n' +
            '2강. 서품 – 빛으로 여는 법회\n' +
            '3강. 방편품 (1) – 오직 일불승\n' +
            '4강. 방편품 (2) – 부처님이 세상에 오신 까닭\n' +
            '5강. 비유품 – 불타는 집의 비유\n' +
            '6강. 신해품 – 장자와 가난한 아들\n' +
            '7강. 약초유품 – 한 비에 젖는 풀과 나무\n' +
            '8강. 수기품 – 제자들이 받는 성불의 약속\n' +
            '9강. 화성유품 (1) – 대통지승불 이야기\n' +
            '10강. 화성유품 (2) – 신기루 성의 비유\n' +
            '11강. 오백제자수기품 – 옷 속의 구슬\n' +
            '12강. 수학무학인기품과 1단계 정리',
          evaluation: '강의의 60% 이상 수강 시 수료',
          target: '대승 경전을 체계적으로 공부하고 싶은 분',
          learningEffects: '법화칠유 가운데 다섯 비유를 이해하고, 모든 존재가 부처가 될 수 있다는 가르침을 삶에 비추어 봅니다.',
          otherInformation: '매주 강의 영상 1편이 열리며 언제든 다시 볼 수 있습니다.',
        },
        {
          level: 2,
          title: '법화경 강좌 2 – 법사품에서 여래신력품까지',
          period: '한 학기 (12주)',
          volume: '총 14강 (약 10시간)',
          lectureType: '법문 강좌',
          credits: 2,
          textbooks: [
            {
              title: '법화경 강의',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%ED%99%94%EA%B2%BD%20%EA%B0%95%EC%9D%98',
            },
            {
              title: '우리말 묘법연화경',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%9A%B0%EB%A6%AC%EB%A7%90%20%EB%AC%98%EB%B2%95%EC%97%B0%ED%99%94%EA%B2%BD',
            },
          ],
          contents:
            '1강. 법사품 – 경을 전하는 사람\n' +
            '2강. 견보탑품 – 땅에서 솟은 다보탑\n' +
            '3강. 제바달다품 – 용녀의 성불\n' +
            '4강. 권지품 – 어려움 속에서 경을 지니겠다는 맹세\n' +
            '5강. 안락행품 (1) – 편안히 법을 전하는 네 가지 길\n' +
            '6강. 안락행품 (2) – 상투 속 구슬의 비유\n' +
            '7강. 종지용출품 – 땅에서 솟아오른 보살들\n' +
            '8강. 여래수량품 (1) – 오래전에 이룬 성불\n' +
            '9강. 여래수량품 (2) – 의사와 아들의 비유\n' +
            '10강. 분별공덕품\n' +
            '11강. 수희공덕품 – 함께 기뻐하는 공덕\n' +
            '12강. 법사공덕품\n' +
            '13강. 상불경보살품 – 누구도 가벼이 여기지 않는 보살\n' +
            '14강. 여래신력품과 2단계 정리',
          evaluation: '강의의 60% 이상 수강 시 수료',
          target: '법화경 강좌 1을 마친 분',
          learningEffects: '법화경 후반부의 핵심인 여래수량품을 이해하고 상불경보살의 삶을 본받습니다.',
          otherInformation: '매주 강의 영상 1~2편이 열리며 언제든 다시 볼 수 있습니다.',
        },
        { level: 3 },
      ],
    },
    {
      key: 'l7d2w9',
      name: '사중연기 강좌',
      summary: '업감연기·아뢰야연기·진여연기·법계연기, 네 겹의 연기를 차례로 살피며 나와 세상이 서로 기대어 일어나는 이치를 배웁니다.',
      category: 'lecture',
      carouselOrder: 3,
      image: 'course-l7d2w9.svg',
      imageAlt: '서로 맞물린 네 개의 원',
      levels: [
        {
          level: 1,
          title: '사중연기 강좌 1 – 업감연기와 아뢰야연기',
          period: '한 학기 (10주)',
          volume: '총 10강 (약 10시간)',
          lectureType: '법문 강좌',
          credits: 2,
          textbooks: [
            {
              title: '연기법 강의',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%97%B0%EA%B8%B0%EB%B2%95%20%EA%B0%95%EC%9D%98',
            },
            {
              title: '유식 입문',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%9C%A0%EC%8B%9D%20%EC%9E%85%EB%AC%B8',
            },
          ],
          contents:
            '1강. 연기란 무엇인가 – 이것이 있으므로 저것이 있다\n' +
            '2강. 십이연기 (1) – 무명에서 식까지\n' +
            '3강. 십이연기 (2) – 명색에서 취까지\n' +
            '4강. 십이연기 (3) – 유·생·노사와 윤회\n' +
            '5강. 업감연기 – 업이 만드는 세계\n' +
            '6강. 업과 과보에 대한 오해와 바른 이해\n' +
            '7강. 유식 입문 – 오직 마음뿐\n' +
            '8강. 아뢰야식과 종자\n' +
            '9강. 아뢰야연기 – 훈습과 전변\n' +
            '10강. 일상에서 보는 연기와 1단계 정리',
          evaluation: '강의의 60% 이상 수강 시 수료',
          target: '불교 교리를 깊이 있게 공부하고 싶은 분',
          learningEffects: '업과 마음이 세계를 만들어 가는 과정을 교리의 언어로 설명할 수 있게 됩니다.',
          otherInformation: '강의마다 짧은 생각 나눔 과제가 있습니다.',
        },
        {
          level: 2,
          title: '사중연기 강좌 2 – 진여연기와 법계연기',
          period: '한 학기 (10주)',
          volume: '총 10강 (약 10시간)',
          lectureType: '법문 강좌',
          credits: 2,
          textbooks: [
            {
              title: '대승기신론 소·별기',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%8C%80%EC%8A%B9%EA%B8%B0%EC%8B%A0%EB%A1%A0%20%EC%86%8C%C2%B7%EB%B3%84%EA%B8%B0',
            },
            {
              title: '법성게 강설',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B2%95%EC%84%B1%EA%B2%8C%20%EA%B0%95%EC%84%A4',
            },
          ],
          contents:
            '1강. 여래장 사상 입문\n' +
            '2강. 대승기신론의 한마음과 두 문\n' +
            '3강. 진여연기 – 바다와 파도의 비유\n' +
            '4강. 본각과 시각 – 이미 깨어 있음과 깨어남\n' +
            '5강. 화엄경 개관\n' +
            '6강. 법계연기 – 인드라망의 구슬\n' +
            '7강. 네 가지 법계\n' +
            '8강. 육상원융과 십현문\n' +
            '9강. 의상 스님의 법성게\n' +
            '10강. 사중연기 종합과 회향',
          evaluation: '강의의 60% 이상 수강 시 수료',
          target: '사중연기 강좌 1을 마친 분',
          learningEffects: '하나가 곧 모두이고 모두가 곧 하나라는 화엄의 세계관을 삶의 관계 속에서 이해합니다.',
          otherInformation: '학기 말에 법성게 독송 회향 법회가 있습니다.',
        },
      ],
    },
    {
      key: 'pick',
      name: '보살행 법문',
      summary: '스님들의 법문을 들으며 일상에서 보살의 마음을 내고 실천하는 길을 배웁니다.',
      category: 'lecture',
      carouselOrder: 4,
      image: 'course-pick.svg',
      imageAlt: '산사 누각에 걸린 범종과 퍼져 나가는 종소리',
      levels: [
        {
          level: 1,
          title: '보살행 법문 1 – 베푸는 삶',
          period: '한 학기 (8주)',
          volume: '총 8강 (약 8시간)',
          lectureType: '법문 강좌',
          credits: 2,
          textbooks: [
            {
              title: '보살의 길 – 육바라밀 수행 안내',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B3%B4%EC%82%B4%EC%9D%98%20%EA%B8%B8%20%E2%80%93%20%EC%9C%A1%EB%B0%94%EB%9D%BC%EB%B0%80%20%EC%88%98%ED%96%89%20%EC%95%88%EB%82%B4',
            },
          ],
          contents:
            '1강. 보살은 누구인가\n' +
            '2강. 보리심 – 나를 넘어서는 첫 마음\n' +
            '3강. 보시 – 조건 없이 베푸는 마음\n' +
            '4강. 애어 – 말로 짓는 공덕\n' +
            '5강. 이행 – 남을 이롭게 하는 일\n' +
            '6강. 동사 – 함께 일하고 함께 사는 마음\n' +
            '7강. 관세음보살의 자비\n' +
            '8강. 나의 보살행 계획 세우기',
          evaluation: '강의의 60% 이상 수강 시 수료',
          target: '법문을 들으며 신행의 힘을 얻고 싶은 분',
          learningEffects: '사섭법을 일상의 언어로 이해하고 가정과 직장에서 실천할 거리를 찾습니다.',
          otherInformation: '매주 법문 영상 1편(약 60분)이 열립니다.',
        },
        {
          level: 2,
          title: '보살행 법문 2 – 참고 나아가는 삶',
          period: '한 학기 (8주)',
          volume: '총 8강 (약 8시간)',
          lectureType: '법문 강좌',
          credits: 2,
          textbooks: [
            {
              title: '보현행원품 강의',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EB%B3%B4%ED%98%84%ED%96%89%EC%9B%90%ED%92%88%20%EA%B0%95%EC%9D%98',
            },
          ],
          contents:
            '1강. 인욕 – 참는 것이 아니라 품는 것\n' +
            '2강. 정진 – 쉬지 않는 마음\n' +
            '3강. 지장보살의 원력\n' +
            '4강. 보현행원 (1) – 예경하고 찬탄하는 마음\n' +
            '5강. 보현행원 (2) – 참회하고 함께 기뻐하는 마음\n' +
            '6강. 상불경보살 – 모든 이를 공경하는 삶\n' +
            '7강. 세간 속의 보살행\n' +
            '8강. 회향 – 공덕을 나누는 마음',
          evaluation: '강의의 60% 이상 수강 시 수료',
          target: '보살행 법문 1을 마친 분',
          learningEffects: '어려운 인연 속에서도 원력을 잃지 않는 보살의 태도를 배웁니다.',
          otherInformation: '매주 법문 영상 1편(약 60분)이 열립니다.',
        },
      ],
    },
    {
      key: 'book',
      name: '책으로 배우는 잠과 밥 수행',
      summary: '잘 자고 잘 먹는 일이 곧 수행입니다. 한 권의 책을 함께 읽으며 잠과 밥을 돌보는 생활 수행을 배웁니다.',
      category: 'lecture',
      carouselOrder: 5,
      image: 'course-book.svg',
      imageAlt: '초승달이 뜬 밤, 상 위에 놓인 밥그릇과 수저',
      levels: [
        {
          level: 1,
          title: '책으로 배우는 잠과 밥 수행',
          period: '한 학기 (10주)',
          volume: '총 10강 (약 10시간)',
          lectureType: '법문 강좌',
          credits: 2,
          textbooks: [
            {
              title: '잘 자고 잘 먹는 수행',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%9E%98%20%EC%9E%90%EA%B3%A0%20%EC%9E%98%20%EB%A8%B9%EB%8A%94%20%EC%88%98%ED%96%89',
            },
            {
              title: '공양 – 한 그릇의 가르침',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EA%B3%B5%EC%96%91%20%E2%80%93%20%ED%95%9C%20%EA%B7%B8%EB%A6%87%EC%9D%98%20%EA%B0%80%EB%A5%B4%EC%B9%A8',
            },
          ],
          contents:
            '1강. 왜 잠과 밥이 수행인가\n' +
            '2강. 부처님의 하루 – 초저녁, 한밤, 새벽\n' +
            '3강. 잠들기 전 하루 돌아보기\n' +
            '4강. 불면과 걱정을 대하는 마음\n' +
            '5강. 새벽에 깨어나는 연습\n' +
            '6강. 발우공양에서 배우는 식사\n' +
            '7강. 오관게 – 한 그릇 밥에 담긴 은혜\n' +
            '8강. 알맞게 먹기\n' +
            '9강. 음식을 남기지 않는 삶\n' +
            '10강. 나의 잠과 밥 수행 계획 세우기',
          evaluation: '강의의 60% 이상 수강 시 수료',
          target: '생활 리듬을 바로잡고 싶은 분, 일상 속 수행을 찾는 분',
          learningEffects: '잠과 식사를 알아차림 속에서 하는 습관을 들여 몸과 마음의 균형을 찾습니다.',
          otherInformation: '학기 중 2주 동안 잠과 식사 기록표를 작성합니다.',
        },
      ],
    },
    {
      key: 'geum',
      name: '금강경 특강',
      summary: '금강반야바라밀경 32분을 두 단계에 걸쳐 깊이 있게 풀어내는 특강입니다. 머무는 바 없이 마음을 내는 지혜를 배웁니다.',
      category: 'lecture',
      carouselOrder: 7,
      image: 'course-geum.svg',
      imageAlt: '산 너머로 떠오르는 해와 금강석',
      levels: [
        {
          level: 1,
          title: '금강경 특강 1 – 제1분에서 제16분까지',
          period: '한 학기 (12주)',
          volume: '총 24강 (약 12시간)',
          lectureType: '법문 강좌',
          credits: 2,
          textbooks: [
            {
              title: '금강경 강의',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EA%B8%88%EA%B0%95%EA%B2%BD%20%EA%B0%95%EC%9D%98',
            },
            {
              title: '금강경 오가해',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EA%B8%88%EA%B0%95%EA%B2%BD%20%EC%98%A4%EA%B0%80%ED%95%B4',
            },
          ],
          contents:
            '1강. 반야부 경전과 금강경\n' +
            '2강. 구마라집의 번역과 우리나라의 금강경\n' +
            '3강. 제1분 법회인유분 – 부처님의 하루\n' +
            '4강. 제2분 선현기청분 – 수보리의 질문\n' +
            '5강. 제3분 대승정종분 (1) – 모든 중생을 건지되\n' +
            '6강. 제3분 대승정종분 (2) – 아상·인상·중생상·수자상\n' +
            '7강. 제4분 묘행무주분 – 머묾 없는 보시\n' +
            '8강. 제5분 여리실견분 – 모든 상은 허망하다\n' +
            '9강. 제6분 정신희유분 – 뗏목의 비유\n' +
            '10강. 제7분 무득무설분\n' +
            '11강. 제8분 의법출생분\n' +
            '12강. 제9분 일상무상분 – 네 단계의 성인\n' +
            '13강. 제10분 장엄정토분 (1) – 응무소주 이생기심\n' +
            '14강. 제10분 장엄정토분 (2) – 혜능 스님의 깨달음\n' +
            '15강. 제11분 무위복승분\n' +
            '16강. 제12분 존중정교분\n' +
            '17강. 제13분 여법수지분 – 경의 이름을 받들다\n' +
            '18강. 제14분 이상적멸분 (1) – 수보리의 눈물\n' +
            '19강. 제14분 이상적멸분 (2) – 인욕선인 이야기\n' +
            '20강. 제14분 이상적멸분 (3) – 머묾 없는 마음\n' +
            '21강. 제15분 지경공덕분\n' +
            '22강. 제16분 능정업장분\n' +
            '23강. 사구게 다시 읽기\n' +
            '24강. 전반부 정리와 질의응답',
          evaluation: '강의의 60% 이상 수강 시 수료',
          target: '금강경을 한 구절씩 깊이 공부하고 싶은 분',
          learningEffects: '상(相)에 머물지 않는 보시와 수행의 뜻을 이해하고, 금강경 전반부를 스스로 풀어 읽을 수 있게 됩니다.',
          otherInformation: '한 강의는 약 30분이며 매주 두 강의가 열립니다.',
        },
        {
          level: 2,
          title: '금강경 특강 2 – 제17분에서 제32분까지',
          period: '한 학기 (12주)',
          volume: '총 12강 (약 10시간)',
          lectureType: '법문 강좌',
          credits: 2,
          textbooks: [
            {
              title: '금강경 강의',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EA%B8%88%EA%B0%95%EA%B2%BD%20%EA%B0%95%EC%9D%98',
            },
            {
              title: '금강경 오가해',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EA%B8%88%EA%B0%95%EA%B2%BD%20%EC%98%A4%EA%B0%80%ED%95%B4',
            },
          ],
          contents:
            '1강. 제17분 구경무아분 – 끝내 나라고 할 것이 없다\n' +
            '2강. 제18분 일체동관분 – 과거의 마음도 얻을 수 없다\n' +
            '3강. 제19분 법계통화분·제20분 이색이상분\n' +
            '4강. 제21분 비설소설분·제22분 무법가득분\n' +
            '5강. 제23분 정심행선분·제24분 복지무비분\n' +
            '6강. 제25분 화무소화분·제26분 법신비상분\n' +
            '7강. 제27분 무단무멸분·제28분 불수불탐분\n' +
            '8강. 제29분 위의적정분·제30분 일합이상분\n' +
            '9강. 제31분 지견불생분\n' +
            '10강. 제32분 응화비진분 – 꿈과 같고 환상과 같으니\n' +
            '11강. 금강경과 선 – 육조 혜능의 가르침\n' +
            '12강. 금강경 전체 정리와 독송 회향',
          evaluation: '강의의 60% 이상 수강 시 수료',
          target: '금강경 특강 1을 마친 분',
          learningEffects: '금강경 전체의 흐름을 꿰뚫어 보고, 일상에서 집착을 알아차리는 눈을 기릅니다.',
          otherInformation: '학기 말에 금강경 전체를 함께 독송하는 회향 법회가 있습니다.',
        },
      ],
    },
    {
      key: 'death',
      name: '죽음 수업',
      summary: '죽음을 바로 알면 오늘의 삶이 달라집니다. 불교의 생사관을 배우고, 잘 떠나고 잘 보내는 법을 함께 생각합니다.',
      category: 'lecture',
      carouselOrder: 8,
      image: 'course-death.svg',
      imageAlt: '어둠 속에서 고요히 타오르는 촛불',
      levels: [
        {
          level: 1,
          title: '죽음 수업 1 – 삶과 죽음을 함께 배우다',
          period: '한 학기 (8주)',
          volume: '총 8강 (약 8시간)',
          lectureType: '법문 강좌',
          credits: 2,
          textbooks: [
            {
              title: '티베트 사자의 서',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%ED%8B%B0%EB%B2%A0%ED%8A%B8%20%EC%82%AC%EC%9E%90%EC%9D%98%20%EC%84%9C',
            },
            {
              title: '삶과 죽음의 불교 수업',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%82%B6%EA%B3%BC%20%EC%A3%BD%EC%9D%8C%EC%9D%98%20%EB%B6%88%EA%B5%90%20%EC%88%98%EC%97%85',
            },
          ],
          contents:
            '1강. 왜 죽음을 공부하는가\n' +
            '2강. 부처님의 생사관 – 무상과 윤회\n' +
            '3강. 끼사고따미와 겨자씨 이야기\n' +
            '4강. 죽음을 앞둔 이의 마음 돌보기\n' +
            '5강. 떠나보낸 이의 슬픔 – 애도와 회향\n' +
            '6강. 49재와 천도의 의미\n' +
            '7강. 티베트 사자의 서 – 바르도의 가르침\n' +
            '8강. 미리 쓰는 유언장과 나의 장례 계획',
          evaluation: '강의의 60% 이상 수강 시 수료',
          target: '죽음을 두려움 없이 마주하고 싶은 분, 가족을 떠나보냈거나 돌보고 있는 분',
          learningEffects: '죽음에 대한 막연한 두려움을 덜고, 남은 삶을 더 소중히 살아갈 마음을 냅니다.',
          otherInformation: '마지막 강의에서 유언장을 직접 써 봅니다. 작성한 내용은 공유하지 않습니다.',
        },
        { level: 2 },
      ],
    },
    {
      key: 'a9x3b7',
      name: '금강경 공부반',
      summary: '금강경을 처음 읽는 분들을 위한 공부반입니다. 매주 한 대목씩 함께 읽고 뜻을 나눕니다.',
      category: 'lecture',
      carouselOrder: null,
      image: 'course-a9x3b7.svg',
      imageAlt: '책상 위에 쌓인 경전과 금강석 무늬',
      levels: [
        {
          level: 1,
          title: '금강경 공부반 – 처음 읽는 금강경',
          period: '한 학기 (10주)',
          volume: '총 10강 (약 10시간)',
          lectureType: '법문 강좌',
          credits: 2,
          textbooks: [
            {
              title: '처음 읽는 금강경',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%B2%98%EC%9D%8C%20%EC%9D%BD%EB%8A%94%20%EA%B8%88%EA%B0%95%EA%B2%BD',
            },
            {
              title: '우리말 금강경 독송집',
              url: 'https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=%EC%9A%B0%EB%A6%AC%EB%A7%90%20%EA%B8%88%EA%B0%95%EA%B2%BD%20%EB%8F%85%EC%86%A1%EC%A7%91',
            },
          ],
          contents:
            '1강. 금강경을 왜 읽는가\n' +
            '2강. 경전을 대하는 마음과 독송하는 법\n' +
            '3강. 수보리의 질문 (제1~2분)\n' +
            '4강. 어떻게 마음을 항복받는가 (제3분)\n' +
            '5강. 머묾 없는 보시 (제4분)\n' +
            '6강. 모양으로 여래를 보지 말라 (제5분)\n' +
            '7강. 뗏목의 비유 (제6분)\n' +
            '8강. 머묾 없이 마음을 내라 (제10분)\n' +
            '9강. 경을 지니는 공덕 (제15~16분)\n' +
            '10강. 꿈과 같고 물거품 같은 세상 (제32분)과 회향',
          evaluation: '강의의 60% 이상 수강 시 수료',
          target: '금강경을 처음 읽는 분, 독송은 해 왔지만 뜻이 궁금했던 분',
          learningEffects: '금강경의 중심 구절을 우리말로 이해하고 혼자서도 독송하며 새길 수 있게 됩니다.',
          otherInformation: '더 깊이 공부하고 싶은 분은 다음 학기에 금강경 특강으로 이어 가실 수 있습니다.',
        },
      ],
    },
  ],
  codeImages: [
    { code: 'L11', alt: '법화경 1학년 1학기', image: 'course-lotussutra.svg' },
    { code: 'L12', alt: '법화경 1학년 2학기', image: 'course-lotussutra.svg' },
    { code: 'L13', alt: '법화경 1학년 3학기', image: 'course-lotussutra.svg' },
    { code: 'M1', alt: '명상 수행', image: 'course-sati.svg' },
    { code: 'A1', alt: '어른 공부반', image: 'course-adult.svg' },
    { code: 'a1', alt: '어른 공부반 (입문)', image: 'course-adult.svg' },
    { code: 'S1', alt: '사띠 수행 1단계', image: 'course-sati.svg' },
    { code: 'S2', alt: '사띠 수행 2단계', image: 'course-sati.svg' },
    { code: 'S3', alt: '사띠 수행 3단계 (필수)', image: 'course-sati.svg' },
    { code: 'O1', alt: '마음챙김 사례 공부 1', image: 'course-sati.svg' },
    { code: 'O5', alt: '마음챙김 사례 공부 5', image: 'course-sati.svg' },
    { code: 'B1E', alt: '보살 수행 1단계', image: 'course-bodhisattva.svg' },
    { code: 'B1M', alt: '보살 수행 1단계 (심화)', image: 'course-bodhisattva.svg' },
    { code: 'B2', alt: '보살 수행 2단계', image: 'course-bodhisattva.svg' },
    { code: 'B3', alt: '보살 수행 3단계', image: 'course-bodhisattva.svg' },
    { code: 'D1E', alt: '법구경 이야기 1단계', image: 'course-dhammapada.svg' },
    { code: 'D1M', alt: '법구경 이야기 1단계 (심화)', image: 'course-dhammapada.svg' },
    { code: 'D2', alt: '법구경 이야기 2단계', image: 'course-dhammapada.svg' },
    { code: 'D3', alt: '법구경 이야기 3단계', image: 'course-dhammapada.svg' },
    { code: 'D4', alt: '법구경 이야기 4단계', image: 'course-dhammapada.svg' },
    { code: 'D5', alt: '법구경 이야기 5단계', image: 'course-dhammapada.svg' },
    { code: 'D6', alt: '법구경 이야기 6단계', image: 'course-dhammapada.svg' },
    { code: 'O2', alt: '법구경 이야기 사례 공부 2', image: 'course-dhammapada.svg' },
    { code: 'O3', alt: '법구경 이야기 사례 공부 3', image: 'course-dhammapada.svg' },
    { code: 'O4', alt: '법구경 이야기 사례 공부 4', image: 'course-dhammapada.svg' },
    { code: 'N1', alt: '니까야 공부', image: 'course-dhammapada.svg' },
    { code: 'C1', alt: '천수경 공부반 1단계', image: 'course-cheon.svg' },
    { code: 'C2', alt: '천수경 공부반 2단계', image: 'course-cheon.svg' },
    { code: 'C3', alt: '천수경 공부반 3단계', image: 'course-cheon.svg' },
    { code: 'G1', alt: '금강경 특강 1', image: 'course-geum.svg' },
    { code: 'G2', alt: '금강경 특강 2', image: 'course-geum.svg' },
    { code: 'P1', alt: '보살행 법문 1', image: 'course-pick.svg' },
    { code: 'P2', alt: '보살행 법문 2', image: 'course-pick.svg' },
    { code: 'H1', alt: '죽음 수업', image: 'course-death.svg' },
    { code: 'F1', alt: '사중연기 강좌 1', image: 'course-l7d2w9.svg' },
    { code: 'F2', alt: '사중연기 강좌 2', image: 'course-l7d2w9.svg' },
    { code: 'I1', alt: '책으로 배우는 잠과 밥 수행', image: 'course-book.svg' },
    { code: 'E1', alt: '금강경 공부반', image: 'course-a9x3b7.svg' },
    { code: 'sT1', alt: '사례 명상 자율학습 1', image: 'course-sati.svg' },
    { code: 'sT2', alt: '사례 명상 자율학습 2', image: 'course-sati.svg' },
    { code: 'sT3', alt: '사례 명상 자율학습 3', image: 'course-sati.svg' },
    { code: 'J1', alt: '법화경 강좌 1', image: 'course-lotussutra.svg' },
    { code: 'J2', alt: '법화경 강좌 2', image: 'course-lotussutra.svg' },
    { code: 'X1', alt: '티베트 사자의 서로 미리 하는 죽음 연습', image: 'course-death.svg' },
  ],
  articles: [
    {
      type: 'notice',
      title: '2025 가을학기 수강신청 안내',
      body: [
        '2025 가을학기 수강신청을 8월 11일(월)부터 9월 5일(금)까지 받습니다. 가을학기는 9월 6일(토)에 개강하여 11월 21일(금)까지 이어집니다.',
        '한 학기에는 일일 수행 과정 한 가지와 법문 강좌 한 가지까지 신청할 수 있습니다. 사띠(마음챙김) 수행 3단계는 모든 학인이 매 학기 함께하는 필수 과정으로, 신청 시 자동으로 포함됩니다.',
        '카카오 계정으로 로그인한 뒤 상단의 수강신청 메뉴에서 과정을 고르고, 신청 내역과 납부 금액을 확인한 다음 신청을 마치시면 됩니다. 각 과정은 여러 단계로 이루어져 있으니, 과정 소개에서 단계별 내용을 살펴보고 알맞은 단계를 골라 주세요.',
        '신청 과정에서 궁금한 점은 자주 묻는 질문을 먼저 살펴보시고, 해결되지 않으면 문의하기로 알려 주십시오.',
      ],
      order: 1,
    },
    {
      type: 'notice',
      title: '입학금·등록금 납부 안내',
      body: [
        '2025 가을학기 등록금은 100,000원입니다. 담마스쿨에 처음 입학하시는 분은 입학금 30,000원을 함께 납부해 주십시오. 입학금은 처음 한 번만 냅니다.',
        '납부 계좌는 농협 351-1234-5678-93 (예금주: 담마스쿨)이며, 납부 기한은 9월 5일(금)입니다. 입금자명은 반드시 수강신청 때 입력한 이름과 같게 해 주세요.',
        '입금이 확인되면 사무국에서 수강 승인을 해 드리며, 승인 후 공부방에서 과정이 열립니다. 확인까지 영업일 기준 1~2일이 걸릴 수 있습니다.',
        '형편이 어려워 등록금 납부가 부담되시는 분은 문의하기로 사정을 알려 주시면 장학 지원을 안내해 드립니다.',
      ],
      order: 2,
    },
    {
      type: 'notice',
      title: '2025 가을학기 개강 안내',
      body: [
        '2025 가을학기가 9월 6일(토)에 개강합니다. 학기는 11월 21일(금)까지 77일간 이어집니다.',
        '개강일부터 공부방의 이번 학기 과정에서 그날의 공부가 열립니다. 일일 수행 과정은 하루 15분, 법문 강좌는 매주 열리는 강의를 들으시면 됩니다.',
        '각 과정은 학습일의 60% 이상을 마치면 수료하며, 일일 수행 과정은 3학점, 법문 강좌는 2학점을 받습니다. 80학점을 모으면 담마스쿨 전 과정을 수료하게 됩니다.',
        '새 학기에도 한 걸음씩 꾸준히 정진하시기를 바랍니다.',
      ],
      order: 3,
    },
    {
      type: 'notice',
      title: '추석 연휴 학습 안내',
      body: [
        '추석 연휴(10월 3일 금요일부터 10월 9일 목요일까지)에도 공부방은 평소처럼 열려 있습니다.',
        '다만 연휴 동안에는 사무국 문의 답변과 수강 관련 처리가 잠시 멈추며, 10월 10일(금)부터 차례로 답변드립니다.',
        '가족과 함께하는 연휴에 하루 15분 수행을 이어 가기 어려우신 분은 연휴가 끝난 뒤 밀린 공부를 이어서 하셔도 됩니다. 학습 진도는 학기 말을 기준으로 계산합니다.',
      ],
      order: 4,
    },
    {
      type: 'notice',
      title: '개인정보 처리방침 개정 안내',
      body: [
        '담마스쿨 개인정보 처리방침이 2025년 8월 1일부터 개정되어 시행됩니다.',
        '이번 개정에서는 수집하는 개인정보 항목에 학습 진도와 카카오 로그인 식별자를 명시하고, 쿠키의 설치·운영 및 거부 방법과 개인정보 처리 위탁 현황을 새로 정리하였습니다.',
        '개정된 내용은 화면 아래의 개인정보 처리방침에서 전문을 확인하실 수 있습니다. 궁금하신 점은 개인정보 보호책임자에게 문의해 주십시오.',
      ],
      order: 5,
    },
    {
      type: 'notice',
      title: '2025 여름 공개강좌 안내',
      url: 'https://www.youtube.com/playlist?list=PLdharmaschool2025summer',
      order: 6,
    },
    {
      type: 'notice',
      title: '2024 토요 정기법회 자율학습 안내',
      url: 'https://blog.naver.com/dharmaschool/223689014552',
      order: 7,
    },
    {
      type: 'post',
      title: '하루 15분이 쌓이는 자리',
      body: [
        '처음 수행을 시작하는 분들이 가장 많이 묻는 것이 "하루 15분으로 무엇이 달라지겠습니까" 하는 질문입니다. 저는 그때마다 낙숫물이 바위를 뚫는다는 옛말을 꺼냅니다.',
        '물방울 하나는 바위에 아무 흔적도 남기지 못하는 것처럼 보입니다. 그러나 같은 자리에 날마다 떨어지는 물방울은 끝내 바위에 자국을 냅니다. 수행도 그렇습니다. 오늘 앉은 15분이 내일의 나를 당장 바꾸지는 못해도, 같은 자리에 날마다 앉는 그 마음이 삶의 결을 바꿉니다.',
        '빠진 날이 있더라도 스스로를 나무라지 마십시오. 부처님께서는 거문고 줄이 너무 팽팽해도, 너무 느슨해도 좋은 소리가 나지 않는다고 하셨습니다. 다시 앉으면 그것으로 충분합니다.',
      ],
      order: 1,
      author: '법현 스님',
    },
    {
      type: 'post',
      title: '숨 한 번에 머무는 마음',
      body: [
        '우리는 하루에 이만 번이 넘게 숨을 쉰다고 합니다. 그런데 그 가운데 알아차리며 쉬는 숨은 몇 번이나 될까요.',
        '사띠 수행은 거창한 것이 아닙니다. 들어오는 숨을 들어온다고 알고, 나가는 숨을 나간다고 아는 것입니다. 생각이 과거로 달아나고 미래로 앞서갈 때, 숨은 언제나 지금 여기에 있습니다.',
        '화가 치밀 때, 걱정이 밀려올 때 숨 한 번을 알아차려 보십시오. 숨 한 번의 틈이 생기면 마음은 끌려가지 않고 돌아설 자리를 얻습니다. 그 작은 틈이 곧 자유의 시작입니다.',
      ],
      order: 2,
      author: '혜원 스님',
    },
    {
      type: 'post',
      title: '밥 한 그릇의 은혜',
      body: [
        '절에서는 공양 전에 오관게를 외웁니다. "이 음식이 어디서 왔는가. 내 덕행으로 받기가 부끄럽네." 햇살과 비, 농부의 땀, 음식을 만든 손길이 모여 한 그릇이 되었다는 것을 잊지 않기 위해서입니다.',
        '바쁜 일상에서는 밥을 먹으면서도 휴대전화를 보고, 일 생각을 하고, 맛도 모른 채 그릇을 비웁니다. 한 끼만이라도 천천히, 한 숟가락씩 맛을 느끼며 드셔 보십시오.',
        '밥을 제대로 먹는 일은 나를 돌보는 일이고, 나를 키워 준 모든 인연에 감사하는 일입니다. 그렇게 먹은 밥은 몸만이 아니라 마음도 살찌웁니다.',
        '이번 학기 "책으로 배우는 잠과 밥 수행"에서 이 이야기를 더 깊이 나누려 합니다.',
      ],
      order: 3,
      author: '도원 스님',
    },
    {
      type: 'post',
      title: '[영상 법문] 괴로움을 내려놓는 법',
      url: 'https://www.youtube.com/watch?v=k3Vb7pQm2Xs',
      order: 4,
      author: '법현 스님',
    },
    {
      type: 'post',
      title: '가을 산사에서 듣는 종소리',
      body: [
        '새벽 예불을 알리는 범종이 울리면 산 전체가 잠시 숨을 고르는 듯합니다. 종소리는 멀리까지 퍼져 나가지만, 그 소리를 듣는 마음은 오히려 고요해집니다.',
        '옛 스님들은 범종 소리가 지옥의 중생까지 닿아 괴로움을 쉬게 한다고 하셨습니다. 소리가 닿는 곳마다 쉼이 있기를 바라는 마음, 그것이 보살의 마음입니다.',
        '오늘 하루, 나의 말 한마디가 누군가에게 종소리처럼 닿을 수 있기를 바랍니다. 거칠게 울리는 소리가 아니라 멀리까지 부드럽게 퍼져 나가는 소리로 말입니다.',
      ],
      order: 5,
      author: '지안 스님',
    },
    {
      type: 'post',
      title: '죽음을 배우는 일은 삶을 배우는 일',
      body: [
        '죽음이라는 말을 꺼내면 많은 분들이 고개를 돌립니다. 그러나 부처님께서는 죽음을 마음에 새기는 것을 가장 훌륭한 수행 가운데 하나로 꼽으셨습니다.',
        '아이를 잃고 겨자씨를 구하러 다닌 끼사고따미는 죽음이 없는 집이 한 곳도 없다는 것을 알고 나서야 슬픔을 내려놓았습니다. 죽음을 피할 수 없는 것으로 받아들일 때, 비로소 지금 곁에 있는 사람이 얼마나 귀한지 보이기 시작합니다.',
        '오늘이 마지막 날이라면 무엇을 하고 누구에게 어떤 말을 하겠습니까. 그 질문을 품고 사는 사람의 하루는 조금 더 따뜻하고 조금 더 정직해집니다.',
      ],
      order: 6,
      author: '혜원 스님',
    },
    {
      type: 'faq',
      title: '카카오 계정으로 어떻게 로그인하나요?',
      body: [
        '화면 오른쪽 위의 "로그인 / 회원가입"을 누른 뒤 카카오 로그인 버튼을 눌러 주세요. 카카오 계정으로 로그인하고 정보 제공에 동의하시면 담마스쿨로 돌아옵니다.',
        '처음 오신 분은 이름을 입력하고 개인정보 수집·이용에 동의하시면 가입이 끝납니다. 다음부터는 카카오 로그인 버튼만 누르시면 됩니다.',
      ],
      order: 1,
    },
    {
      type: 'faq',
      title: '수강료는 얼마인가요?',
      body: [
        '한 학기 등록금은 100,000원입니다. 처음 입학하시는 분은 입학금 30,000원을 한 번만 함께 납부합니다.',
        '납부는 계좌이체로 하며, 납부 계좌와 기한은 학기마다 공지사항과 수강신청 화면에서 안내해 드립니다. 공개강좌와 자율학습은 무료입니다.',
      ],
      order: 2,
    },
    {
      type: 'faq',
      title: '"학습일의 60% 이상 완료 시 수료"는 무슨 뜻인가요?',
      body: [
        '일일 수행 과정은 90일 동안 매일 공부가 열립니다. 그 가운데 60% 이상, 즉 54일 이상의 공부를 마치시면 그 과정을 수료합니다.',
        '법문 강좌는 전체 강의의 60% 이상을 들으시면 수료합니다. 예를 들어 10강짜리 강좌는 6강 이상을 들으시면 됩니다.',
        '진도는 공부방의 학점 현황에서 언제든 확인하실 수 있습니다.',
      ],
      order: 3,
    },
    {
      type: 'faq',
      title: '학점은 어떻게 쌓이고, 몇 학점을 모아야 수료하나요?',
      body: [
        '한 학기에 일일 수행 과정을 수료하면 3학점, 법문 강좌를 수료하면 2학점을 받습니다. 필수 과정인 사띠 수행 3단계도 일일 수행과 같이 3학점입니다.',
        '80학점을 모으시면 담마스쿨 전 과정을 수료하게 됩니다. 지금까지 모은 학점은 로그인 후 사용자 메뉴에서 확인하실 수 있습니다.',
      ],
      order: 4,
    },
    {
      type: 'faq',
      title: '개강 전에 신청한 과정을 바꿀 수 있나요?',
      body: [
        '네, 수강신청 기간 안이라면 개강 전까지 수강신청 화면에서 과정을 다시 골라 신청하실 수 있습니다.',
        '개강 후에는 과정을 바꿀 수 없습니다. 부득이한 사정이 있으면 문의하기로 알려 주시면 사무국에서 확인해 드립니다.',
      ],
      order: 5,
    },
    {
      type: 'faq',
      title: '사띠 수행 3단계는 꼭 들어야 하나요?',
      body: [
        '네. 사띠(마음챙김) 수행 3단계는 모든 학인이 매 학기 함께하는 필수 과정입니다. 어떤 과정을 신청하시든 자동으로 포함됩니다.',
        '알아차림은 경전 공부와 법문, 생활 수행 모두의 바탕이 되기 때문에, 이미 수료하신 분도 매 학기 새롭게 함께 수행합니다. 필수 과정도 수료하면 3학점을 받습니다.',
      ],
      order: 6,
    },
    {
      type: 'faq',
      title: '공개강좌는 무엇인가요?',
      body: [
        '공개강좌는 누구나 무료로 들을 수 있는 강좌입니다. 담마스쿨이 처음이신 분도 부담 없이 공부를 경험해 보실 수 있습니다.',
        '로그인 후 상단 메뉴의 공개강좌에서 신청하실 수 있으며, 2025 여름 공개강좌는 5월 12일부터 9월 5일까지 진행됩니다. 공개강좌는 학점에 포함되지 않습니다.',
      ],
      order: 7,
    },
    {
      type: 'faq',
      title: '문의는 어디로 하면 되나요?',
      body: [
        '화면 위쪽의 "문의하기" 배너를 누르시면 문의 양식으로 연결됩니다. 이메일 help@dharma.school로 보내 주셔도 됩니다.',
        '문의는 평일 오전 10시부터 오후 5시까지 차례로 답변드리며, 주말과 공휴일에 보내 주신 문의는 다음 평일에 답변드립니다.',
      ],
      order: 8,
    },
  ],
  privacyPolicy: {
    title: '개인정보 처리방침',
    version: '1.3',
    effectiveDate: '2026-12-08',
    sections: [
      {
        heading: '제1조 (목적)',
        paragraphs: [
          '(재)담마스쿨(이하 "담마스쿨")은 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보 처리방침을 수립·공개합니다.',
          '이 처리방침은 담마스쿨이 운영하는 온라인 학습 서비스(https://dharma.school, 이하 "서비스")에 적용됩니다.',
        ],
      },
      {
        heading: '제2조 (수집하는 개인정보 항목)',
        paragraphs: ['담마스쿨은 서비스 제공을 위해 다음의 개인정보를 수집합니다.'],
        items: [
          '필수 항목: 이름, 이메일 주소, 카카오 로그인 식별자(회원번호)',
          '선택 항목: 휴대전화번호(회원 정보 화면에서 알려 주신 경우. 카카오톡 알림을 받을 번호는 문자로 받은 확인 코드로 회원의 번호임을 확인합니다)',
          '수강 관련 항목: 수강신청 내역, 학습 진도, 과제 및 투표 참여 기록, 취득 학점, 봉사활동 기록',
          '서비스 이용 과정에서 자동으로 생성되는 항목: 서비스 이용 기록, 접속 로그, 접속 IP 주소, 쿠키, 기기 및 브라우저 정보',
        ],
      },
      {
        heading: '제3조 (개인정보의 수집 방법)',
        paragraphs: ['담마스쿨은 다음의 방법으로 개인정보를 수집합니다.'],
        items: [
          '카카오 로그인을 통한 회원가입 시 정보주체의 동의를 받아 카카오로부터 제공받는 방법',
          '회원가입, 회원 정보 수정, 수강신청, 문의 양식 작성 시 정보주체가 직접 입력하는 방법',
          '서비스 이용 과정에서 자동으로 생성되어 수집되는 방법',
        ],
      },
      {
        heading: '제4조 (개인정보의 이용 목적)',
        paragraphs: [
          '수집한 개인정보는 다음의 목적을 위해서만 이용하며, 목적이 바뀌는 경우에는 「개인정보 보호법」 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 합니다.',
        ],
        items: [
          '회원 가입 의사 확인, 본인 식별, 회원 자격 유지·관리',
          '수강신청 접수, 등록금 및 입학금 납부 확인, 수강 승인',
          '학습 진도 관리, 학점 산정, 수료 확인 및 수료증 발급',
          '학사 일정, 개강, 공지사항 등 서비스 이용에 필요한 안내',
          '휴대전화번호: 회원이 고른 알림을 카카오톡 알림톡(받을 수 없을 때는 문자 메시지)으로 보내고, 그 번호가 회원의 것인지 문자로 보낸 확인 코드로 확인',
          '문의 및 민원 처리',
          '서비스 이용 통계 분석과 서비스 개선',
        ],
      },
      {
        heading: '제5조 (개인정보의 보유 및 이용 기간)',
        paragraphs: [
          '담마스쿨은 회원 탈퇴 시까지 개인정보를 보유·이용하며, 탈퇴 후에는 지체 없이 파기합니다.',
          '휴대전화번호는 회원이 회원 정보 화면에서 지우거나 회원 탈퇴할 때까지 보유하며, 그때 지체 없이 파기합니다. 번호 확인을 위해 보낸 확인 코드의 기록(번호, 요청한 날, 코드 대신 저장하는 확인용 값)은 코드 확인과 하루 요청 횟수를 세는 데에만 쓰고 다음 날 파기합니다. 확인 코드는 10분이 지나거나 5번 틀리면 쓸 수 없습니다.',
          '다만 관계 법령에 따라 보존할 필요가 있는 경우에는 해당 기간 동안 보관합니다.',
        ],
        items: [
          '서비스 접속 기록(로그인 기록, 접속 IP 주소 등): 「통신비밀보호법」에 따라 최소 6개월',
          '등록금 등 대금 결제 및 재화 등의 공급에 관한 기록: 「전자상거래 등에서의 소비자보호에 관한 법률」에 따라 5년',
          '소비자의 불만 또는 분쟁 처리에 관한 기록: 「전자상거래 등에서의 소비자보호에 관한 법률」에 따라 3년',
        ],
      },
      {
        heading: '제5조의2 (메일·카카오톡 알림과 알림 끄기)',
        paragraphs: [
          '담마스쿨은 회원이 알려 주신 이메일 주소(카카오 계정의 주소, 또는 회원이 확인 링크로 확인한 다른 주소)로 학습에 필요한 알림 메일을 보냅니다.',
          '회원이 회원 정보 화면에서 휴대전화번호를 알려 주시고 그 번호에 문자로 온 확인 코드 6자리를 입력해 확인을 마치시면, 회원 본인의 학교생활에 관한 알림을 그 번호의 카카오톡 알림톡으로도 받으실 수 있습니다. 카카오톡을 쓰지 않는 등 알림톡을 받을 수 없는 번호에는 같은 내용을 문자 메시지(SMS·LMS)로 대신 보냅니다.',
          '카카오톡으로 받을 수 있는 알림은 종류마다 회원 정보 화면에서 "카카오톡", "메일", "둘 다" 가운데 받을 곳을 고를 수 있습니다. 번호 확인을 마친 회원이 따로 고르지 않은 종류는 카카오톡으로 보내며, 확인된 번호가 없으면 모두 메일로 보냅니다.',
          '밤 9시부터 다음 날 아침 8시(한국 시각)까지는 수강신청 접수, 입금 확인, 수강신청 취소 알림 말고는 카카오톡 알림을 보내지 않고 아침 8시에 보냅니다. 메일은 시간과 관계없이 보냅니다.',
          '모든 알림 메일 아래에는 "이런 알림 그만 받기" 링크가 있어, 로그인하지 않고 한 번의 클릭으로 그 종류의 알림을 끌 수 있습니다. 회원 정보 화면에서 종류마다 알림을 켜고 끄거나 다시 켤 수 있으며, 끈 종류는 메일로도 카카오톡으로도 보내지 않습니다.',
          '카카오톡 알림을 그만 받으시려면 회원 정보 화면에서 휴대전화번호를 지우시거나(그러면 아직 보내지 않은 알림까지 모두 메일로 보냅니다), 종류마다 "메일"을 고르시면 됩니다.',
          '회원 탈퇴 완료 알림은 탈퇴가 끝났음을 알려 드리는 마지막 메일이므로 끌 수 없습니다. 보낸 알림의 기록(종류, 제목을 만드는 내용, 보낸 곳이 메일인지 카카오톡인지, 보낸 시각, 카카오톡 알림이 알림톡으로 갔는지 문자로 대신 갔는지)은 90일 동안 보관한 뒤 파기하며, 회원 탈퇴 시에는 지체 없이 함께 파기합니다.',
        ],
        items: [
          '처음부터 받는 알림: 수강신청 접수(납부 금액과 입금 계좌), 입금 확인, 수강신청 취소와 그 사유, 게송·이야기 가림과 그 사유, 봉사 시간 확인, 학기 결과, 학교 공지, 회원 탈퇴 완료',
          '신청하신 분께만 보내는 알림: 오늘의 공부 알림(정하신 시각에 하루 한 번), 수강신청 시작 알림',
          '카카오톡으로도 받을 수 있는 알림: 수강신청 접수(납부 금액과 입금 계좌), 입금 확인, 수강신청 취소와 그 사유, 게송·이야기 가림과 그 사유, 봉사 시간 확인, 학기 결과, 오늘의 공부 알림',
          '메일로만 보내는 알림: 학교 공지, 수강신청 시작 알림, 회원 탈퇴 완료, 알림 주소 확인',
        ],
      },
      {
        heading: '제6조 (개인정보의 제3자 제공)',
        paragraphs: [
          '담마스쿨은 정보주체의 개인정보를 제4조에서 밝힌 목적 범위에서만 처리하며, 정보주체의 동의가 있거나 법률에 특별한 규정이 있는 경우 등 「개인정보 보호법」 제17조 및 제18조에 해당하는 경우를 제외하고는 개인정보를 제3자에게 제공하지 않습니다.',
        ],
      },
      {
        heading: '제7조 (개인정보 처리의 위탁)',
        paragraphs: ['담마스쿨은 원활한 서비스 제공을 위해 다음과 같이 개인정보 처리 업무를 위탁하고 있습니다.'],
        items: [
          '네이버클라우드(주): 서비스 서버 운영 및 데이터 보관',
          '(주)카카오: 카카오 로그인 인증 처리 및 카카오톡 알림 발송',
          '(주)솔라피(SOLAPI): 메시지 발송 대행(카카오톡 알림톡, 알림톡을 받을 수 없을 때 대신 보내는 문자 메시지, 휴대전화번호 확인 코드 문자)',
        ],
      },
      {
        heading: '제8조 (개인정보의 파기 절차 및 방법)',
        paragraphs: [
          '담마스쿨은 보유 기간이 지나거나 처리 목적이 달성되는 등 개인정보가 필요 없게 되었을 때에는 지체 없이 해당 개인정보를 파기합니다.',
          '법령에 따라 개인정보를 계속 보존해야 하는 경우에는 해당 개인정보를 별도의 데이터베이스로 옮기거나 보관 장소를 달리하여 보존합니다.',
        ],
        items: [
          '파기 절차: 파기 사유가 발생한 개인정보를 선정하고, 개인정보 보호책임자의 승인을 받아 파기합니다.',
          '파기 방법: 전자적 파일 형태의 정보는 복구할 수 없는 기술적 방법으로 삭제하고, 종이에 출력된 정보는 분쇄하거나 소각합니다.',
        ],
      },
      {
        heading: '제9조 (정보주체의 권리·의무 및 행사 방법)',
        paragraphs: [
          '정보주체는 담마스쿨에 대해 언제든지 개인정보 보호 관련 권리를 행사할 수 있습니다. 권리 행사는 서면, 전자우편(help@dharma.school) 또는 문의 양식을 통해 하실 수 있으며, 담마스쿨은 이에 대해 지체 없이 조치합니다.',
          '정보주체의 법정대리인이나 위임을 받은 자 등 대리인을 통해서도 권리를 행사할 수 있습니다. 행사할 수 있는 권리는 다음과 같습니다.',
        ],
        items: ['개인정보 열람 요구', '오류 등이 있을 경우 정정 요구', '삭제 요구', '처리 정지 요구', '동의 철회 및 회원 탈퇴'],
      },
      {
        heading: '제10조 (쿠키의 설치·운영 및 거부)',
        paragraphs: [
          '담마스쿨은 로그인 상태 유지와 로그인 후 이동할 페이지 기억 등 이용자에게 맞는 서비스를 제공하기 위해 쿠키를 사용합니다. 쿠키는 웹사이트가 이용자의 브라우저에 보내는 작은 정보로, 이용자의 기기에 저장됩니다.',
          '이용자는 웹 브라우저의 설정(예: Chrome의 경우 설정 > 개인정보 및 보안 > 서드 파티 쿠키)에서 쿠키 저장을 거부할 수 있습니다. 다만 쿠키 저장을 거부하면 로그인이 필요한 서비스 이용에 어려움이 있을 수 있습니다.',
        ],
      },
      {
        heading: '제11조 (개인정보의 안전성 확보 조치)',
        paragraphs: ['담마스쿨은 개인정보의 안전성 확보를 위해 다음과 같은 조치를 하고 있습니다.'],
        items: [
          '관리적 조치: 내부관리계획 수립·시행, 개인정보 취급자 최소화 및 정기 교육',
          '기술적 조치: 개인정보처리시스템 접근 권한 관리, 접속 기록 보관 및 위·변조 방지, 전송 구간 암호화(HTTPS), 보안 업데이트 적용',
          '물리적 조치: 서버 및 자료 보관 장소의 출입 통제',
        ],
      },
      {
        heading: '제12조 (개인정보 보호책임자)',
        paragraphs: [
          '담마스쿨은 개인정보 처리에 관한 업무를 총괄하여 책임지고, 정보주체의 불만 처리 및 피해 구제를 위해 아래와 같이 개인정보 보호책임자를 지정하고 있습니다.',
        ],
        items: ['개인정보 보호책임자: 김도윤 (사무국장)', '전화: 02-6953-1080', '전자우편: help@dharma.school'],
      },
      {
        heading: '제13조 (권익침해 구제 방법)',
        paragraphs: ['정보주체는 개인정보 침해로 인한 구제를 받기 위해 아래 기관에 분쟁 해결이나 상담 등을 신청할 수 있습니다.'],
        items: [
          '개인정보분쟁조정위원회: (국번 없이) 1833-6972 (www.kopico.go.kr)',
          '개인정보침해신고센터: (국번 없이) 118 (privacy.kisa.or.kr)',
          '대검찰청: (국번 없이) 1301 (www.spo.go.kr)',
          '경찰청: (국번 없이) 182 (ecrm.police.go.kr)',
        ],
      },
      {
        heading: '제14조 (고지의 의무)',
        paragraphs: [
          '이 개인정보 처리방침은 2026년 12월 8일부터 적용됩니다.',
          '법령이나 서비스의 변경에 따라 이 처리방침의 내용을 추가·삭제·수정하는 경우에는 시행일 최소 7일 전에 공지사항을 통해 알려 드립니다.',
        ],
      },
    ],
    history: [
      { version: '1.0', effectiveDate: '2024-03-01', summary: '최초 제정' },
      {
        version: '1.1',
        effectiveDate: '2025-08-01',
        summary: '수집 항목에 학습 진도와 카카오 로그인 식별자 명시, 쿠키 운영 및 처리 위탁 조항 정비',
      },
      {
        version: '1.2',
        effectiveDate: '2026-12-07',
        summary: '메일 알림의 종류와 알림을 끄는 방법, 알림 기록의 보관 기간(90일) 명시',
      },
      {
        version: '1.3',
        effectiveDate: '2026-12-08',
        summary:
          '휴대전화번호를 선택 항목으로 바로잡고 그 이용 목적과 보유 기간 명시, 카카오톡 알림(알림톡을 받을 수 없을 때의 문자 대체 발송)의 종류와 받을 곳 선택, 야간 발송 제한, 그만 받는 방법 명시, 메시지 발송 위탁((주)솔라피) 추가',
      },
    ],
  },
  home: {
    banners: [
      {
        title: '새 학기 수강신청',
        text: '하루 15분, 마음을 돌보는 공부를 시작해 보세요. 신청 기간과 등록금은 아래에서 확인할 수 있습니다.',
        image: 'banner-1.svg',
        alt: '아침 해가 떠오르는 산자락의 산사 풍경',
        link: '/register',
        linkLabel: '수강신청 하기',
      },
      {
        title: '담마스쿨 소식',
        text: '개강 일정과 등록금 납부 방법, 학기 중 안내를 공지사항에서 확인하세요.',
        image: 'banner-2.svg',
        alt: '연등이 걸린 밤의 연못과 피어난 연꽃',
        link: '/articles/notice',
        linkLabel: '공지사항 보기',
      },
    ],
    ctaText:
      '사띠 수행을 바탕으로 일일 수행 과정 하나와 법문 강좌 하나를 골라 한 학기를 함께합니다. 하루 15분, 부처님 말씀과 함께하는 공부에 동참해 주세요.',
  },
  siteSettings: {
    companyName: '(재)담마스쿨',
    representative: '정혜원',
    businessNumber: '214-82-30517',
    address: '서울특별시 종로구 인사동길 12, 3층',
    phone: '02-6953-1080',
    email: 'help@dharma.school',
    inquiryUrl: 'https://forms.gle/dharma-school-inquiry',
    aboutUrl: 'https://dharma.school/about',
    copyright: '© 담마스쿨. All rights reserved.',
  },
  semesters: [
    {
      code: '2025FA',
      label: '2025 가을학기',
      termStart: '2025-09-06',
      termEnd: '2025-11-21',
      applyStart: '2025-08-11',
      applyEnd: '2025-09-05',
      registrationFee: 100000,
      admissionFee: 30000,
      bankAccount: '농협 351-1234-5678-93 (예금주: 담마스쿨)',
      paymentDue: '2025-09-05',
    },
  ],
  publicClasses: [
    {
      slug: '2025-summer',
      name: '2025 여름 공개강좌',
      description:
        '담마스쿨을 처음 만나는 분들을 위한 무료 공개강좌입니다. 여름 동안 사띠 수행과 법구경 이야기를 맛보기로 공부하며 하루 15분 수행을 경험해 보실 수 있습니다. 학점에는 포함되지 않습니다.',
      startedAt: '2025-05-12',
      endedAt: '2025-09-05',
    },
  ],
  selfStudies: [
    {
      slug: 'saturday-service-2024',
      name: '2024 토요 정기법회 자율학습',
      description:
        '토요 정기법회 법문을 다시 듣고 하루 15분씩 스스로 새기는 자율학습입니다. 12월 15일부터 1월 11일까지 28일간 진행하며, 누구나 무료로 참여할 수 있습니다.',
      minutesPerDay: 15,
      startedAt: '2024-12-15',
      endedAt: '2025-01-11',
      days: 28,
    },
  ],
};
