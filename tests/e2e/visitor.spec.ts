import { expect, test, type Page } from '@playwright/test';
import { checkPage, LOCK } from './support';

test.describe.configure({ lock: LOCK.notices });

/** A visitor walks the public site: home → carousel → lists → an article → a 404 → a course → privacy. */
test.describe('visitor site', () => {
  test('home page: banners, application call, carousel and the three lists', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/담마스쿨/);
    // Korean text must arrive intact: no NUL or replacement characters anywhere in the document.
    const bytes = await response!.body();
    expect(bytes.includes(0)).toBe(false);
    expect(bytes.toString('utf8')).not.toContain('\uFFFD');

    const banners = page.getByRole('region', { name: '알림 배너' }).getByRole('article');
    await expect(banners).toHaveCount(2);
    // Every banner has its picture, and each one actually loads.
    const pictures = banners.getByRole('img');
    await expect(pictures).toHaveCount(2);
    for (const img of await pictures.all()) {
      await expect(img).toHaveAttribute('alt', /\S/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }

    const cta = page.getByRole('region', { name: /수강신청$/ });
    await expect(cta.getByRole('heading', { level: 2 })).toHaveText(/^\d{4} (봄|가을)학기 수강신청$/);
    await expect(cta.getByRole('link', { name: '수강신청 하기' })).toHaveAttribute('href', '/register');

    await checkPage(page);

    // Three lists (FAQ, notices, monk posts), each with items and a 'more' link.
    const more = { '자주 묻는 질문': '/articles/faq', 공지사항: '/articles/notice', '스님 글': '/articles/post' };
    for (const [label, href] of Object.entries(more)) {
      const list = page.getByRole('region', { name: label, exact: true });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      await expect(list.getByRole('link', { name: `${label} 더보기` })).toHaveAttribute('href', href);
    }
  });

  test('carousel: eight courses, arrows move it both ways round an endless loop', async ({ page, browser }) => {
    // Where the courses stand before any script runs: the page must not move when Swiper starts.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    const before = await plain.newPage();
    await before.goto('/');
    const boxesOf = (p: Page) =>
      p.locator('.carousel-slide').evaluateAll((cards) =>
        cards
          .map((card) => card.getBoundingClientRect())
          .filter((r) => r.right > 0 && r.left < window.innerWidth)
          .map((r) => [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]),
      );
    const plainBoxes = await boxesOf(before);
    await plain.close();

    await page.goto('/');
    const carousel = page.getByRole('region', { name: '담마스쿨 교육과정' });
    const row = carousel.getByRole('list', { name: '담마스쿨 교육과정' });
    const cards = row.getByRole('listitem');
    // Course order as the editors set it (carousel order), each course once and with its place.
    const names = await cards.evaluateAll((items) =>
      items
        .sort((a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')))
        .map((item) => item.querySelector('.course-card-name')!.textContent),
    );
    expect(names).toHaveLength(8);
    expect(new Set(names).size).toBe(8);
    // The home page carries no React: Swiper starts from the page's one small script.
    await expect(page.locator('.carousel.is-live')).toHaveCount(1);
    expect(await page.evaluate(() => 'reactRouterManifest' in window || '__remixContext' in window)).toBe(false);
    // Still eight cards, none copied for the loop: a screen reader hears each course once.
    await expect(cards).toHaveCount(8);
    expect(await boxesOf(page)).toEqual(plainBoxes);

    const viewport = page.viewportSize()!;
    const perView = viewport.width >= 960 ? 3 : viewport.width >= 640 ? 2 : 1;
    const ring = (first: number) => Array.from({ length: perView }, (_, i) => names[(first + i) % 8]);
    /** The courses a person sees whole inside the carousel's frame, left to right. */
    const inView = () =>
      page.locator('.carousel-frame').evaluate((frame) => {
        const outer = frame.getBoundingClientRect();
        return [...frame.querySelectorAll('li')]
          .map((card) => ({ card, r: card.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && r.left >= outer.left - 1 && r.right <= outer.right + 1)
          .sort((a, b) => a.r.left - b.r.left)
          .map(({ card }) => card.querySelector('.course-card-name')!.textContent);
      });
    // Each move waits for the 500 ms slide to end (Swiper's loop takes no new move while one runs),
    // as a person would see it: the courses in view, and the row's current course set at its end.
    const settled = (first: number) =>
      expect
        .poll(async () => ({ view: await inView(), current: await row.getAttribute('data-current') }))
        .toEqual({ view: ring(first), current: String(first % 8) });
    const press = async (name: string, expected: string[]) => {
      await carousel.getByRole('button', { name }).click();
      await settled(names.indexOf(expected[0]!));
    };
    expect(await inView()).toEqual(ring(0));
    await press('다음 과정 보기', ring(1));
    await expect(carousel.getByText(`${names[1]} (2 / 8)`)).toBeAttached();
    await press('이전 과정 보기', ring(0));
    // Previous from the first course shows the last one first, and on round the other way.
    await press('이전 과정 보기', ring(7));
    await expect(carousel.getByText(`${names[7]} (8 / 8)`)).toBeAttached();
    await press('다음 과정 보기', ring(0));
    // Next from the last course shows the first: the loop has no end.
    for (let i = 1; i <= 7; i++) await press('다음 과정 보기', ring(i));
    await press('다음 과정 보기', ring(0));

    // The focused row moves with the keyboard's arrow keys.
    await row.focus();
    await page.keyboard.press('ArrowRight');
    await settled(1);
    await page.keyboard.press('ArrowLeft');
    await settled(0);

    // A finger's (here a mouse's) swipe to the left moves it on.
    const frame = (await page.locator('.carousel-frame').boundingBox())!;
    const y = frame.y + frame.height / 2;
    await page.mouse.move(frame.x + frame.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * 0.5, y, { steps: 8 });
    await page.mouse.move(frame.x + frame.width * 0.1, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await inView()).length === perView && (await inView())[0] !== names[0]).toBe(true);

    const first = (await inView())[0]!;
    await row
      .locator('.course-card')
      .filter({ has: page.getByText(first, { exact: true }) })
      .click();
    await expect(page).toHaveURL(/\/courses\/[a-z0-9]+$/);
    await checkPage(page);
    // Back on the home page through the running app (React renders it): the carousel starts too.
    await page.locator('a.logo').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.carousel.is-live')).toHaveCount(1);
    await press('이전 과정 보기', ring(7));
  });

  test('carousel without JavaScript: every course can be reached by scrolling the row, and no arrow that does nothing', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const row = page.getByRole('list', { name: '담마스쿨 교육과정' });
    await expect(row.getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('button', { name: '다음 과정 보기' })).toBeHidden();
    const last = row.getByRole('listitem').last().getByRole('link');
    await last.scrollIntoViewIfNeeded();
    // Whole, give or take a fraction of a pixel of the card widths’ rounding.
    await expect(last).toBeInViewport({ ratio: 0.99 });
    await last.click();
    await expect(page).toHaveURL(/\/courses\/[a-z0-9]+$/);
    await context.close();
  });

  test('each list, an article, and a 404 for /articles/posts', async ({ page }) => {
    for (const [type, heading] of [
      ['notice', '공지사항'],
      ['post', '스님 글'],
      ['faq', '자주 묻는 질문'],
    ]) {
      await page.goto('/');
      await page.getByRole('link', { name: `${heading} 더보기` }).click();
      await expect(page).toHaveURL(new RegExp(`/articles/${type}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const rows = page.getByRole('table').getByRole('row');
      expect(await rows.count()).toBeGreaterThan(6);
      await expect(rows.nth(1).getByRole('cell').first()).toHaveText(String((await rows.count()) - 1));
      await checkPage(page);
    }

    // An article with its own page.
    await page.goto('/articles/notice');
    const own = page.getByRole('table').locator('a[href^="/articles/notice/"]').first();
    const title = (await own.textContent())!.trim();
    await own.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.prose p').first()).not.toBeEmpty();
    await checkPage(page);

    // An article that lives elsewhere opens in a new tab.
    const external = page.getByRole('link', { name: '목록으로' });
    await external.click();
    await expect(page.getByRole('table').locator('a[target="_blank"]').first()).toHaveAttribute('rel', /noopener/);

    const response = await page.goto('/articles/posts');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    await checkPage(page);
    await page.getByRole('link', { name: '홈으로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a course page and its level switch', async ({ page }) => {
    const response = await page.goto('/courses/lotussutra');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('법화경 강좌');
    await expect(page.getByText('총 3개 과정')).toBeVisible();
    const image = page.locator('.course-image');
    await expect(image).toHaveCount(1);
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

    const picker = page.getByRole('group', { name: '단계 선택' });
    await expect(picker.getByRole('radio', { name: '1단계' })).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: /^1단계/ })).toBeVisible();
    for (const label of ['학습 기간', '학습량', '학습 형태', '학점', '교재', '학습 내용', '평가', '수강 대상', '학습 효과', '기타 안내']) {
      await expect(page.locator('.level-facts dt', { hasText: label })).toHaveCount(1);
    }
    await expect(page.locator('.level-facts dd').filter({ hasText: '2학점' })).toBeVisible();
    await expect(page.locator('.level-facts a[href^="https://"]').first()).toBeVisible();
    await checkPage(page);

    await picker.getByText('2단계').click();
    await expect(page).toHaveURL(/level=2/);
    await expect(page.getByRole('heading', { level: 2, name: /^2단계/ })).toBeVisible();
    await expect(picker.getByRole('radio', { name: '2단계' })).toBeChecked();

    await picker.getByText('3단계').click();
    await expect(page.getByText('다음 단계는 준비 중입니다.')).toBeVisible();
    await checkPage(page);

    expect((await page.goto('/courses/unknown'))?.status()).toBe(404);
  });

  test('the level switch works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/courses/sati');
    await page.getByRole('radio', { name: '2단계' }).check();
    await page.getByRole('button', { name: '보기' }).click();
    await expect(page).toHaveURL(/\/courses\/sati\?level=2$/);
    await expect(page.getByRole('heading', { level: 2, name: /^2단계/ })).toBeVisible();
    await context.close();
  });

  test('privacy policy', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: '개인정보 처리방침' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('개인정보 처리방침');
    const text = await page.locator('main').innerText();
    for (const word of ['이름', '휴대전화', '이메일', '쿠키', '카카오', '6개월', '7일']) expect(text).toContain(word);
    await expect(page.getByRole('heading', { name: '개정 이력' })).toBeVisible();
    await checkPage(page);
  });

  test('header menus reach every article list by keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(nav.getByRole('link', { name: '공개강좌' })).toHaveAttribute('href', '/free-class');
    await expect(nav.getByRole('link', { name: /학교 소개/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('link', { name: '로그인 / 회원가입' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('banner').getByRole('link', { name: /문의하기/ })).toHaveAttribute('href', /^https:\/\//);

    // Tab from the top of the page: the skip link comes first and jumps to the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '본문 바로가기' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    // Then the header in reading order, into the 알림마당 menu and on to 스님 글.
    await page.goto('/');
    const banner = page.getByRole('banner');
    for (const target of [
      skip,
      banner.getByRole('link', { name: /문의하기/ }),
      banner.getByRole('link', { name: '담마스쿨 홈' }),
      nav.getByRole('link', { name: '공개강좌' }),
      nav.locator('summary', { hasText: '알림마당' }),
    ]) {
      await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: '공지사항' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: '공지사항' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: '스님 글' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/articles\/post$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('스님 글');
  });
});
