import { randomUUID } from 'node:crypto';

/** A file a mail carries (an invoice's PDF), made when the mail is sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One outgoing e-mail. `kind` names the template (e.g. 'welcome') so tests and logs can tell mails apart. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
  attachments?: readonly MailAttachment[];
}

export interface SentMail extends MailMessage {
  id: string;
  at: Date;
}

/** How the app sends mail. The local simulator is the default; a real adapter (SMTP, an API) implements the same. */
export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

export interface MailSimulator extends Mailer {
  readonly kind: 'simulator';
  /** newest first; `to` filters by recipient (case-insensitive) */
  sent(to?: string): SentMail[];
}

/** Keeps the last messages in memory and logs each one, so every flow that sends mail runs offline. */
export function createMailSimulator(
  log: (message: string, fields: Record<string, unknown>) => void,
  capacity = 500,
): MailSimulator {
  const outbox: SentMail[] = [];
  return {
    kind: 'simulator',
    async send(message) {
      const mail: SentMail = { ...message, id: randomUUID(), at: new Date() };
      outbox.unshift(mail);
      if (outbox.length > capacity) outbox.length = capacity;
      log('mail simulator: message sent', { id: mail.id, to: mail.to, subject: mail.subject, kind: mail.kind });
      return { id: mail.id };
    },
    sent(to) {
      if (!to) return [...outbox];
      const wanted = to.trim().toLowerCase();
      return outbox.filter((m) => m.to.toLowerCase() === wanted);
    },
  };
}
