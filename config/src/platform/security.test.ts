import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { CSV_FOR_EXCEL, STATEMENT_PAGE_BODY_LIMIT_BYTES, STATEMENT_PAGE_PATH, WEB_BODY_LIMIT_BYTES, webBodyLimitOf } from './security';
import { isAllowedUpload, isInlineMedia, isSafeLink, safeHref } from '../rules/limits';
import { parseEnvironment, webEnvSchema } from './env';

describe('links editors type', () => {
  it('are http(s) addresses or paths on this site', () => {
    for (const link of [
      'https://example.org/dharma?x=1#y',
      'http://example.org',
      'HTTPS://EXAMPLE.ORG',
      '/courses/sati',
      '/articles/notice?page=2',
      ' https://example.org ',
    ]) {
      expect(isSafeLink(link), link).toBe(true);
    }
  });

  it('never run script, show data or leave by a protocol-relative or backslash path', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/x',
      '/\\evil.example/x',
      '/ /evil',
      'https://',
      'mailto:a@example.org',
      'courses/sati',
      '',
      '   ',
    ]) {
      expect(isSafeLink(link), JSON.stringify(link)).toBe(false);
    }
    expect(isSafeLink(null)).toBe(false);
    expect(isSafeLink(42)).toBe(false);
  });

  it('safeHref gives the link to render (trimmed) or null', () => {
    expect(safeHref(' /privacy ')).toBe('/privacy');
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });
});

describe('media files', () => {
  it('may be uploaded only as pictures or PDF, by name and declared type', () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['a.JPG', 'image/jpeg'],
      ['a.jpeg', ''],
      ['a.webp', 'application/octet-stream'],
      ['a.avif', 'image/avif'],
      ['a.gif', 'image/gif'],
      ['a.pdf', 'application/pdf'],
    ] as const) {
      expect(isAllowedUpload(name, type), name).toBe(true);
    }
    for (const [name, type] of [
      ['a.html', 'text/html'],
      ['a.svg', 'image/svg+xml'],
      ['a.js', 'text/javascript'],
      ['a.png', 'text/html'],
      ['a.png.html', 'image/png'],
      ['png', 'image/png'],
      ['a.mp4', 'video/mp4'],
      ['a.xhtml', ''],
    ] as const) {
      expect(isAllowedUpload(name, type), `${name} ${type}`).toBe(false);
    }
  });

  it('are shown inline only when they are of those types', () => {
    expect(isInlineMedia('image/png')).toBe(true);
    expect(isInlineMedia('application/pdf; charset=binary')).toBe(true);
    expect(isInlineMedia('IMAGE/JPEG')).toBe(true);
    for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'text/javascript', 'application/octet-stream', '', null, undefined])
      expect(isInlineMedia(type), String(type)).toBe(false);
  });
});

describe('CSV for Excel', () => {
  it('turns every cell a spreadsheet would run into text, and keeps numbers', () => {
    const text = stringify([['=1+2', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '김보리', -5, '010-1234-5678']], CSV_FOR_EXCEL);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text.slice(1))).toEqual([["'=1+2", "'+1", "'-2+3", "'@SUM(A1)", "'\t=1", "'\r=1", '김보리', '-5', '010-1234-5678']]);
  });
});

describe('the body web reads', () => {
  it('is a statement-sized one on the statement page for staff alone, and the session is read only there', async () => {
    let asked = 0;
    const staff = (answer: boolean) => async () => {
      asked += 1;
      return answer;
    };
    expect(await webBodyLimitOf(STATEMENT_PAGE_PATH, staff(true))).toBe(STATEMENT_PAGE_BODY_LIMIT_BYTES);
    expect(await webBodyLimitOf(STATEMENT_PAGE_PATH, staff(false))).toBe(WEB_BODY_LIMIT_BYTES);
    expect(asked).toBe(2);
    expect(await webBodyLimitOf('/member', staff(true))).toBe(WEB_BODY_LIMIT_BYTES);
    expect(await webBodyLimitOf(`${STATEMENT_PAGE_PATH}/x`, staff(true))).toBe(WEB_BODY_LIMIT_BYTES);
    expect(asked).toBe(2);
    expect(STATEMENT_PAGE_BODY_LIMIT_BYTES).toBeGreaterThan(WEB_BODY_LIMIT_BYTES);
  });
});

describe('TRUST_PROXY', () => {
  const base = {
    SESSION_SECRET: 'a-session-secret-0123',
    WEB_CMS_SECRET: 'a-web-cms-secret-0123',
    KAKAO_CLIENT_ID: 'k',
    PREVIEW_SECRET: 'a-preview-secret-0123',
  };
  it('is true, false or a number of proxies', () => {
    for (const value of ['true', 'false', '0', '1', '2'])
      expect(parseEnvironment(webEnvSchema, { ...base, TRUST_PROXY: value }, 'web').TRUST_PROXY).toBe(value);
    expect(() => parseEnvironment(webEnvSchema, { ...base, TRUST_PROXY: 'yes' }, 'web')).toThrow(
      /TRUST_PROXY must be true, false or the number of proxies/,
    );
  });
});
