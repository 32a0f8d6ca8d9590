/**
 * The mail worker: every `pollMs` it claims due outbox messages and sends them. A failure leaves
 * the message in the outbox with a later `next_attempt_at` (exponential backoff); a success
 * stamps `sent_at`, so a message is never sent again once the server accepted it.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { outboxRepository } from "./outbox";
import type { MailTransport } from "./transport";

export interface MailWorker {
  /** Sends everything that is due now; resolves with how many were sent and failed. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  /** Stops polling and waits for a send in progress. */
  stop(): Promise<void>;
}

/**
 * Starts polling (unless `pollMs` is 0, for tests that call runOnce themselves).
 * @param options.from the From header (`MAIL_FROM`)
 * @param options.domain used in Message-IDs (the PUBLIC_URL host)
 */
export function startMailWorker(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  domain: string;
  log: FastifyBaseLogger;
  pollMs: number;
  batchSize?: number;
}): MailWorker {
  const outbox = outboxRepository(options.db);
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let stopped = false;

  const runBatch = async (): Promise<{ sent: number; failed: number }> => {
    let sent = 0;
    let failed = 0;
    const batch = await outbox.claimDue(options.batchSize ?? 20);
    for (const message of batch) {
      try {
        await options.transport.send({
          from: options.from,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          messageId: `<outbox-${message.id}@${options.domain}>`,
        });
        await outbox.markSent(message.id);
        sent++;
      } catch (error) {
        failed++;
        const attempts = message.attempts + 1;
        await outbox.markFailed(message.id, attempts, String((error as Error)?.message ?? error));
        options.log.warn(
          { outboxId: message.id, attempts, err: error },
          "e-mail not sent; will retry",
        );
      }
    }
    return { sent, failed };
  };

  const runOnce = async () => {
    while (running) await running.catch(() => undefined);
    running = runBatch();
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  const timer =
    options.pollMs > 0
      ? setInterval(() => {
          if (stopped || running) return;
          runOnce().catch((err) => options.log.error({ err }, "mail worker failed"));
        }, options.pollMs)
      : null;
  timer?.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running.catch(() => undefined);
      options.transport.close();
    },
  };
}
