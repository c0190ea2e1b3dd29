import { describe, expect, it } from 'vitest';
import { deliveryOf } from './email';

/** SMTP answers as nodemailer reports them, and what becomes of the notice. */
describe('deliveryOf', () => {
  const rcpt = (responseCode: number, text: string) => ({
    code: 'EENVELOPE',
    command: 'RCPT TO',
    responseCode,
    response: `${responseCode} ${text}`,
  });

  it('is final only for an answer about the address', () => {
    expect(deliveryOf(rcpt(550, '5.1.1 <x@example.com>: Recipient address rejected: User unknown'))).toHaveProperty('refused');
    expect(deliveryOf(rcpt(550, '5.2.1 The email account that you tried to reach is disabled'))).toHaveProperty('refused');
    expect(deliveryOf(rcpt(550, 'No such user here'))).toHaveProperty('refused');
    expect(deliveryOf(rcpt(501, 'Bad recipient address syntax'))).toHaveProperty('refused');
    expect(deliveryOf({ code: 'EENVELOPE', command: 'API', message: 'Invalid recipient "x"' })).toHaveProperty('refused');
  });

  it('retries this notice alone for a recipient who cannot take it now', () => {
    expect(deliveryOf(rcpt(451, '4.7.1 Greylisted, try again later'))).toHaveProperty('retry');
    expect(deliveryOf(rcpt(450, '4.2.1 Mailbox busy'))).toHaveProperty('retry');
    expect(deliveryOf(rcpt(552, '5.2.2 Mailbox full'))).toHaveProperty('retry');
  });

  it('calls every answer about the school’s own sending an outage: authentication, quotas, connections, policy', () => {
    for (const failure of [
      { code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535, response: '535 5.7.8 Username and Password not accepted' },
      { code: 'EAUTH', command: 'AUTH LOGIN', responseCode: 530, response: '530 5.7.0 Authentication Required' },
      { code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 550, response: '550 5.4.5 Daily user sending quota exceeded' },
      { code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 552, response: '552 Message size exceeds fixed limit' },
      rcpt(452, '4.5.3 Too many recipients'),
      rcpt(452, 'Insufficient system storage'),
      rcpt(554, '5.7.1 Relay access denied'),
      { code: 'EMESSAGE', command: 'DATA', responseCode: 451, response: '451 4.3.0 Local error in processing' },
      { code: 'EMESSAGE', command: 'DATA', responseCode: 550, response: '550 5.7.1 Message rejected as spam' },
      { code: 'ECONNECTION', command: 'CONN', message: 'Connection closed unexpectedly' },
      { code: 'ETIMEDOUT', command: 'CONN', message: 'Greeting never received' },
      { code: 'ESOCKET', command: 'CONN', message: 'connect ECONNREFUSED 127.0.0.1:25' },
      { responseCode: 421, response: '421 4.7.0 Try again later, closing connection' },
    ])
      expect(deliveryOf(failure), JSON.stringify(failure)).toHaveProperty('outage');
  });
});
