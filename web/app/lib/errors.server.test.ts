import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from '@remix-run/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@dharma/config/words';
import { CmsError } from './cms.server';
import { handleError } from './errors.server';

const request = (aborted = false) => {
  const controller = new AbortController();
  if (aborted) controller.abort();
  return { request: new Request('http://web.test/search', { method: 'POST', signal: controller.signal }) };
};

describe('handleError', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => logged.mockClear());

  it('logs a fault of web’s own with its stack', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'registrationFee')");
    handleError(bug, request());
    expect(logged).toHaveBeenCalledWith(bug);
  });

  it('logs the error inside a 500 the router raised, stack and all', () => {
    const inner = new Error('no route matches');
    handleError(new ErrorResponseImpl(500, 'Internal Server Error', inner, true), request());
    expect(logged).toHaveBeenCalledWith(inner);
  });

  it('logs nothing for a refusal: a method a page does not take, an unknown path, the CMS refusing', () => {
    handleError(new ErrorResponseImpl(405, 'Method Not Allowed', new Error('You made a POST request to "/search" …'), true), request());
    handleError(new ErrorResponseImpl(404, 'Not Found', new Error('No route matches URL "/x"'), true), request());
    handleError(new CmsError(429, messages.rate_limited, '/api/v1/member'), request());
    handleError(new CmsError(403, '권한이 없습니다.', '/api/v1/member'), request());
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs nothing for a request the browser gave up on', () => {
    handleError(new Error('aborted'), request(true));
    expect(logged).not.toHaveBeenCalled();
  });
});
