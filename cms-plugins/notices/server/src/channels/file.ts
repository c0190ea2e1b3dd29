import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Channel, Delivery, Outgoing } from './types';

/**
 * Development without an SMTP server: each message is written, exactly as it would be sent, as
 * an .eml file (any mail program opens it). Never used in production: the start-up check wants
 * SMTP_URL there.
 */
export function fileChannel({ dir, from }: { dir: string; from: string }): Channel {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'email',
    async deliver(m: Outgoing): Promise<Delivery> {
      const info = await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: { 'List-Unsubscribe': `<${m.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.createHash('sha256').update(m.key).digest('hex').slice(0, 8)}.eml`;
      await fs.writeFile(path.join(dir, name), info.message as Buffer);
      return { sent: true };
    },
  };
}
