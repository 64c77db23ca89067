import nodemailer from 'nodemailer';
import type { Language } from '@koester/contract/i18n/languages';

/** One mail to one person, in their language, with its one-click unsubscribe address (RFC 8058). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Language;
  /** POSTed to by the mail program's own "unsubscribe" button: stops this kind of mail. */
  unsubscribeUrl: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Mail through SMTP with nodemailer: Amazon SES (or any SMTP server) in production, the local mail catcher in
 * development. A pool of connections is kept open, so a morning's reminders do not each open their own.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5, maxMessages: 1000 });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: {
          'Content-Language': mail.language,
          'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },
    close: () => transport.close(),
  };
}
