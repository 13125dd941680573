import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** The real mail adapter: sends through the SMTP server of `SMTP_URL` (smtp:// with STARTTLS, or smtps://). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: { 'X-Portico-Kind': message.kind },
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      return { id: info.messageId };
    },
    close: () => transport.close(),
  };
}
