/**
 * Staff accounts from hired job applications (docs/decisions/0017-placements.md): the agency
 * turns a hired application into a staff account whose password nobody knows (a random one,
 * hashed), and mails the applicant a single-use link to choose a password (POST
 * /api/set-password). Only the SHA-256 of the link's token is stored; it expires in 7 days and
 * works once. The application's details prefill the staff profile.
 */
import { randomBytes } from "node:crypto";
import { limits } from "../../../domain/constants";
import type { Database } from "../../db/client";
import { outboxRepository } from "../../mail/outbox";
import { setPasswordInvitation } from "../../mail/templates";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../auth/password-policy";
import { hashPassword } from "../auth/passwords";
import { hashToken } from "../auth/repository";
import type { Refusal } from "./service";
import { staffAccountsRepository } from "./staff-accounts-repository";

/** How long a set-password link works. */
const SET_PASSWORD_LINK_MS = 7 * 86_400_000;

/** The message of a set-password token that is unknown, used or expired. */
const BAD_LINK_MESSAGE =
  "This link is not valid any more: it was already used or it expired. Ask the agency for a new one.";

/**
 * A username from an e-mail address: its local part in lower case, characters a username may
 * not hold turned into dots, at least 3 and at most 40 characters (room for a number suffix).
 */
function usernameFromEmail(email: string): string {
  const local = (email.split("@")[0] ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, ".")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, 40);
  return local.length >= limits.usernameMin ? local : `staff.${local || "member"}`;
}

/** Thrown inside the account transaction to undo it when the application was linked meanwhile. */
class AlreadyLinked extends Error {}

/** True for PostgreSQL's unique_violation (23505), wherever the driver puts it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(error) === "23505" || code((error as { cause?: unknown })?.cause) === "23505";
}

/**
 * The staff-account rules on `db` (see the module comment).
 * @param settings the public URL the set-password link is built on
 */
export function staffAccountsService(db: Database, settings: { publicUrl: string }) {
  const outbox = outboxRepository(db);
  const repo = staffAccountsRepository(db);

  return {
    /**
     * Makes a staff account from hired application `id` (POST
     * /api/admin/job-applications/{id}/account) and mails the set-password link to the
     * application's address, in one transaction. Refusals: 404 unknown application; 409 not
     * hired, already turned into an account, or an account already uses its e-mail.
     */
    async createFromApplication(
      id: number,
      now = new Date(),
    ): Promise<
      | { ok: true; account: { id: number; username: string; email: string; fullName: string } }
      | Refusal
    > {
      const application = await repo.findApplication(id);
      if (!application) return { refused: 404, message: "Job application not found" };
      if (application.status !== "hired") {
        return { refused: 409, message: "Only a hired application can become a staff account." };
      }
      if (application.staffUserId !== null) {
        return { refused: 409, message: "This application already has a staff account." };
      }
      if (await repo.emailInUse(application.email)) {
        return {
          refused: 409,
          message: "An account already uses this e-mail address: link that account instead.",
        };
      }
      // Nobody knows this password: the account is usable only after the link sets one.
      const passwordHash = await hashPassword(randomBytes(32).toString("hex"));
      const token = randomBytes(32).toString("base64url");
      const base = usernameFromEmail(application.email);
      try {
        return await repo.transaction(async (tx) => {
          const existing = await repo.usernamesStartingWith(tx, base);
          const names = new Set(existing.map((name) => name.toLowerCase()));
          let username = base;
          for (let n = 2; names.has(username); n++) username = `${base}${n}`;
          const user = await repo.insertStaffUser(
            tx,
            {
              username,
              email: application.email,
              passwordHash,
              fullName: application.fullName,
              phone: application.phone,
            },
            {
              position: application.position,
              experience: application.experience,
              bio: application.additionalInfo,
            },
          );
          // Another admin turned it into an account meanwhile: undo this one.
          if (!(await repo.linkApplication(tx, id, user.id, now))) throw new AlreadyLinked();
          await repo.addPasswordToken(tx, {
            tokenHash: hashToken(token),
            userId: user.id,
            expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_MS),
          });
          await outbox.enqueue(tx, [
            {
              ...setPasswordInvitation(`${settings.publicUrl}/set-password?token=${token}`),
              to: application.email,
              eventKey: `staff_account.invitation:${user.id}`,
            },
          ]);
          return { ok: true as const, account: user };
        });
      } catch (error) {
        if (error instanceof AlreadyLinked || isUniqueViolation(error)) {
          return {
            refused: 409,
            message:
              "This application or its username was just turned into an account by someone else. Reload it.",
          };
        }
        throw error;
      }
    },

    /**
     * Sets the password of the account of a set-password link (POST /api/set-password), once.
     * Refusals: 400 with {@link BAD_LINK_MESSAGE} for an unknown, used or expired token; 400 on
     * `password` for a common password (the registration's policy; the length rules are the
     * schema's).
     */
    async setPassword(
      token: string,
      password: string,
      now = new Date(),
    ): Promise<{ ok: true; username: string } | Refusal> {
      if (await isCommonPassword(password)) {
        return { refused: 400, message: COMMON_PASSWORD_MESSAGE, field: "password" };
      }
      const passwordHash = await hashPassword(password);
      return repo.transaction(async (tx) => {
        const used = await repo.usePasswordToken(tx, hashToken(token), now);
        if (!used) return { refused: 400 as const, message: BAD_LINK_MESSAGE, field: "token" };
        const username = await repo.setPasswordHash(tx, used.userId, passwordHash);
        if (username === undefined)
          return { refused: 400 as const, message: BAD_LINK_MESSAGE, field: "token" };
        return { ok: true as const, username };
      });
    },
  };
}
