/**
 * Profiles (docs/decisions/0022-profiles.md): reading and saving one's own account and work
 * preferences, e-mail preferences, changing password and e-mail, and deleting the account. Each
 * returns a result (`{ ok: true, … }` or `{ refused: status, message, field? }`); the routes
 * turn refusals into HTTP. Writes happen first, then their e-mails join the same transaction
 * through the outbox.
 */
import { randomBytes } from "node:crypto";
import type { Profile } from "../../../domain/api/profile";
import { paths } from "../../../domain/paths";
import {
  availabilityFromSlots,
  availabilitySlots,
  type Certification,
  type EmailKind,
  type EmailPreferences,
  emailKinds,
  type ProfileUpdate,
  profileCompleteness,
} from "../../../domain/profile";
import type { Config } from "../../config";
import type { Database, Transaction } from "../../db/client";
import { outboxRepository } from "../../mail/outbox";
import {
  type AccountSecurityNotice,
  accountSecurityNotice,
  emailChangeConfirmation,
} from "../../mail/templates";
import type { Refusal } from "../assignments/service";
import { hashToken } from "../auth/repository";
import { EMAIL_TAKEN, isUniqueViolation } from "../auth/routes";
import { removeDocumentFiles } from "../documents/files";
import { documentsRepository } from "../documents/repository";
import { notificationsRepository } from "../notifications/repository";
import { type ProfileUserRow, profilesRepository, type WorkPreferencesRow } from "./repository";

/** How long an e-mail change link works: 24 hours, in ms. */
export const EMAIL_LINK_MS = 24 * 3_600_000;

/** The message of a wrong current password (the field the forms show it on: currentPassword). */
export const WRONG_PASSWORD = "Your current password is not correct";
const STAFF_ONLY =
  "Only staff accounts have work preferences (staffTypes, certifications, cities, availability, emergencyAvailable)";
const MANAGERS_ONLY = "Only property manager accounts have a company name";

/** SHA-256 of an e-mail change token, hex (as sessions store theirs): what is stored. */
const emailTokenHash = hashToken;

/** The state of an e-mail change link, for its page. */
export type EmailLinkState =
  | { state: "invalid" }
  | { state: "open" | "used" | "expired"; newEmail: string };

/** The service on `db` with the settings its links and mails need. */
export function profilesService(db: Database, settings: Pick<Config, "publicUrl" | "dataDir">) {
  const repo = profilesRepository(db);
  const outbox = outboxRepository(db);
  const notifications = notificationsRepository(db);
  const documents = documentsRepository(db);

  /** Mails `kind` to `to` in `tx` (security mail: no preference applies). */
  const tellAddress = (tx: Transaction, to: string, kind: AccountSecurityNotice, key: string) =>
    outbox.enqueue(tx, [
      {
        ...accountSecurityNotice(kind, settings.publicUrl),
        to,
        eventKey: `account.${kind}:${key}`,
      },
    ]);

  /** The work-preferences part of a staff member's profile. */
  function presentWork(user: Pick<ProfileUserRow, "phone">, work: WorkPreferencesRow) {
    const availability = availabilityFromSlots(work.availabilitySlots);
    return {
      staffTypes: work.staffTypes,
      certifications: work.heldCertifications as Certification[],
      cities: work.workCities,
      availability,
      emergencyAvailable: work.emergencyCallouts,
      completeness: profileCompleteness({
        phone: user.phone,
        staffTypes: work.staffTypes,
        cities: work.workCities,
        availability,
        certifications: work.heldCertifications,
      }),
    };
  }

  return {
    /** The profile of user `userId`, or undefined when the account is gone. */
    async profile(userId: number): Promise<Profile | undefined> {
      const user = await repo.findUser(userId);
      if (!user) return undefined;
      const staff =
        user.role === "staff" ? presentWork(user, await repo.workPreferences(user.id)) : null;
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        pendingEmail: await repo.pendingEmail(user.id),
        fullName: user.fullName,
        phone: user.phone,
        role: user.role,
        companyName: user.companyName,
        emailPreferences: Object.fromEntries(
          emailKinds.map((kind) => [kind, !user.emailOptOuts.includes(kind)]),
        ) as EmailPreferences,
        staff,
      };
    },

    /**
     * Saves `input` as user `userId`'s details and, for staff, the work preferences it carries
     * (left-out ones stay). Refuses staff fields from other roles and a company name from anyone
     * but a property manager, with 400.
     */
    async update(userId: number, input: ProfileUpdate): Promise<Refusal | { ok: true }> {
      const user = await repo.findUser(userId);
      if (!user) return { refused: 404, message: "Not found" };
      const work: Partial<WorkPreferencesRow> = {};
      if (input.staffTypes) work.staffTypes = input.staffTypes;
      if (input.certifications) work.heldCertifications = input.certifications;
      if (input.cities) work.workCities = input.cities;
      if (input.availability) work.availabilitySlots = availabilitySlots(input.availability);
      if (input.emergencyAvailable !== undefined) work.emergencyCallouts = input.emergencyAvailable;
      if (user.role !== "staff" && Object.keys(work).length > 0) {
        return { refused: 400, message: STAFF_ONLY };
      }
      if (user.role !== "property_manager" && input.companyName) {
        return { refused: 400, message: MANAGERS_ONLY, field: "companyName" };
      }
      await repo.transaction(async (tx) => {
        await repo.updateDetails(tx, userId, {
          fullName: input.fullName,
          phone: input.phone,
          ...(user.role === "property_manager" ? { companyName: input.companyName } : {}),
        });
        if (user.role === "staff") await repo.updateWorkPreferences(tx, userId, work);
      });
      return { ok: true };
    },

    /** Records which kinds of e-mail user `userId` wants (the others are switched off). */
    async setEmailPreferences(userId: number, preferences: EmailPreferences): Promise<void> {
      const off = emailKinds.filter((kind: EmailKind) => !preferences[kind]);
      await repo.setEmailOptOuts(userId, off);
    },

    /**
     * Sets a new password (already checked against the policy and the current password by the
     * route), ends every other session of the user and tells their address.
     * @param keepTokenHash the hash of the session that asked: it stays signed in
     */
    async changePassword(
      user: ProfileUserRow,
      passwordHash: string,
      keepTokenHash: string,
    ): Promise<void> {
      await repo.transaction(async (tx) => {
        await repo.setPasswordHash(tx, user.id, passwordHash);
        await repo.endOtherSessions(tx, user.id, keepTokenHash);
        await tellAddress(tx, user.email, "password_changed", `${user.id}:${Date.now()}`);
        await notifications.add(tx, {
          userId: user.id,
          title: "Password changed",
          message: "Your password was changed and your other devices were signed out.",
          type: "info",
          link: paths.profile.href(),
        });
      });
    },

    /**
     * Starts a change of user `user`'s e-mail to `newEmail`: a single-use link (24 h) is mailed to
     * the new address and the current one is told. Refuses an address another account uses (409)
     * and the address the account already has (400).
     */
    async requestEmailChange(
      user: ProfileUserRow,
      newEmail: string,
    ): Promise<Refusal | { ok: true; pendingEmail: string }> {
      if (newEmail.toLowerCase() === user.email.toLowerCase()) {
        return { refused: 400, message: "This is already your e-mail address", field: "newEmail" };
      }
      if (await repo.emailTaken(newEmail, user.id)) {
        return { refused: 409, message: EMAIL_TAKEN, field: "newEmail" };
      }
      const token = randomBytes(32).toString("base64url");
      const tokenHash = emailTokenHash(token);
      await repo.transaction(async (tx) => {
        await repo.replaceEmailToken(tx, {
          tokenHash,
          userId: user.id,
          newEmail,
          expiresAt: new Date(Date.now() + EMAIL_LINK_MS),
        });
        await outbox.enqueue(tx, [
          {
            ...emailChangeConfirmation(`${settings.publicUrl}/confirm-email?token=${token}`),
            to: newEmail,
            eventKey: `account.email_change_link:${tokenHash}`,
          },
        ]);
        await tellAddress(tx, user.email, "email_change_requested", tokenHash);
      });
      return { ok: true, pendingEmail: newEmail };
    },

    /** What the link of `token` can still do (the GET of its page changes nothing). */
    async emailLink(token: string): Promise<EmailLinkState> {
      const row = await repo.findEmailToken(emailTokenHash(token));
      if (!row || row.userDeleted) return { state: "invalid" };
      if (row.usedAt) return { state: "used", newEmail: row.newEmail };
      if (row.expiresAt.getTime() <= Date.now())
        return { state: "expired", newEmail: row.newEmail };
      return { state: "open", newEmail: row.newEmail };
    },

    /**
     * Confirms the e-mail change of `token` (the page's POST): uses the link once and sets the
     * address in one transaction; tells the old address. An address taken since the request is
     * refused (409) and the link stays unused.
     */
    async confirmEmail(token: string): Promise<Refusal | { ok: true; email: string }> {
      const tokenHash = emailTokenHash(token);
      try {
        return await repo.transaction(async (tx) => {
          const used = await repo.useEmailToken(tx, tokenHash);
          if (!used) return { refused: 404, message: "This link is not valid any more" } as const;
          const old = await repo.setEmail(tx, used.userId, used.newEmail);
          if (old) await tellAddress(tx, old, "email_changed", tokenHash);
          await notifications.add(tx, {
            userId: used.userId,
            title: "E-mail address changed",
            message: `Your account now uses ${used.newEmail}.`,
            type: "success",
            link: paths.profile.href(),
          });
          return { ok: true, email: used.newEmail } as const;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return { refused: 409, message: EMAIL_TAKEN };
      }
    },

    /**
     * Deletes user `user`'s account (password already checked by the route): closes their open
     * requests and assignments, tells the agency in the app when something was closed, erases
     * their own data, anonymises their row and mails their address once more.
     */
    async deleteAccount(user: ProfileUserRow): Promise<void> {
      const files = await repo.transaction(async (tx) => {
        const closed = await repo.closeOpenWork(tx, user.id, {
          request: "Cancelled: the requester deleted their account",
          assignment: "The worker deleted their account",
        });
        if (closed.requests + closed.assignments > 0) {
          await notifications.addForAdmins(tx, {
            title: "Account deleted",
            message: `${user.fullName} deleted their account: ${closed.requests} open request(s) and ${closed.assignments} open assignment(s) were cancelled.`,
            type: "warning",
            link: null,
          });
        }
        const uploaded = await documents.deleteAllOf(tx, user.id);
        await repo.eraseAccount(tx, user);
        await tellAddress(tx, user.email, "account_deleted", String(user.id));
        return uploaded;
      });
      // After the commit: a rolled-back deletion keeps its documents' files.
      await removeDocumentFiles(settings.dataDir, files);
    },
  };
}
