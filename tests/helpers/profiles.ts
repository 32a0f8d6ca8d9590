/**
 * Profile fixtures for the matrix: a fresh e-mail change link, read from the mailed message as
 * its recipient would, for a throwaway account (so no actor's address changes).
 */
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { emailOutbox } from "../../src/server/db/schema";
import { as, signUp } from "./app";

/** The token of a new e-mail change link of a new property manager account. */
export async function emailChangeToken(app: FastifyInstance): Promise<string> {
  const who = await signUp(app);
  const newEmail = `changed-${who.user.username}@example.org`;
  const response = await as(
    app,
    who,
  )({
    method: "POST",
    url: "/api/portal/profile/email",
    payload: { newEmail, currentPassword: who.password },
  });
  if (response.statusCode !== 202) throw new Error(`e-mail change failed: ${response.body}`);
  const [mail] = await app.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, newEmail))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = mail?.text.match(/\/confirm-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error("no confirmation link was mailed");
  return token;
}
