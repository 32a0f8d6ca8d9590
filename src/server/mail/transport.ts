/**
 * Where e-mail goes: an SMTP server (`SMTP_URL`, through nodemailer), or, without one,
 * `.eml` files in `DATA_DIR/outbox/` that any mail client opens.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";

/** nodemailer, loaded with the first message (not at start-up: most starts send nothing). */
let nodemailerModule: Promise<typeof import("nodemailer")["default"]> | undefined;
const loadNodemailer = () => {
  nodemailerModule ??= import("nodemailer").then((m) => m.default);
  return nodemailerModule;
};

/** A message ready to hand over. `messageId` is stable per outbox row, so receivers can dedupe. */
interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface MailTransport {
  /** Delivers one message; throws when the server refuses or cannot be reached. */
  send(message: MailMessage): Promise<void>;
  close(): void;
  /** "smtp" or "file", for logs. */
  kind: "smtp" | "file";
}

/**
 * Creates the transport the configuration names.
 * @param options.smtpUrl e.g. `smtp://user:pass@mail.example.com:587`; undefined writes files
 * @param options.outboxDir folder for `.eml` files when there is no SMTP server
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
}): MailTransport {
  const smtpUrl = options.smtpUrl;
  if (smtpUrl) {
    let transporter: Transporter | undefined;
    return {
      kind: "smtp",
      async send(message) {
        transporter ??= (await loadNodemailer()).createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        });
        await transporter.sendMail(message);
      },
      close: () => transporter?.close(),
    };
  }
  let streamer: Transporter | undefined;
  return {
    kind: "file",
    async send(message) {
      streamer ??= (await loadNodemailer()).createTransport({
        streamTransport: true,
        buffer: true,
        newline: "unix",
      });
      const info = await streamer.sendMail(message);
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = message.messageId.replace(/[<>]/g, "").replace(/[^A-Za-z0-9.@_-]/g, "_");
      const file = path.join(options.outboxDir, `${name}.eml`);
      // Write then rename, so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => streamer?.close(),
  };
}
