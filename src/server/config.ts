/**
 * The one reader of process.env. Every setting is validated once at start-up; a bad value stops
 * the process with one message listing every problem (README "Configuration" documents each).
 */
import { isIP } from "node:net";
import path from "node:path";
import v8 from "node:v8";
import { z } from "zod";
import { site } from "../content/site";

const MEGABYTE = 1024 * 1024;

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** True for an IPv4/IPv6 address or a CIDR range of one (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^[0-9]{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** A per-address request limit: a whole number of requests per window, at least 1. */
function requestLimit(fallback: number) {
  return z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(fallback);
}

/** An optional setting: unset and the empty string both mean "not set". */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

/** A resource ceiling of the overload guard: a whole number, 0 turning that check off. */
function ceiling(unit: string) {
  return z.coerce
    .number({ error: "must be a number" })
    .int(`must be a whole number of ${unit}`)
    .min(0, "must be 0 (off) or more");
}

/** A daily storage quota in megabytes (1 MB = 1,048,576 bytes): a whole number, at least 1. */
function megabytesPerDay(fallback: number) {
  return z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number of megabytes")
    .min(1, "must be at least 1")
    .default(fallback);
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(5000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` }).default("info"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .min(3, "must be an address such as Agency <no-reply@example.com>")
    .optional(),
  AGENCY_NOTIFY_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  MAIL_POLL_MS: z.coerce.number({ error: "must be a number" }).int().min(0).default(5000),
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const v = value.trim().toLowerCase();
      if (v === "" || v === "false" || v === "0") return false;
      if (/^[1-9][0-9]?$/.test(v)) return Number(v);
      const entries = v.split(",").map((entry) => entry.trim());
      if (entries.every((entry) => isAddressOrCidr(entry))) return entries;
      ctx.addIssue({
        code: "custom",
        message:
          v === "true"
            ? "true would believe any client's X-Forwarded-For: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)"
            : "must be false, the number of proxies in front of the server (1-99), or a comma-separated list of their addresses or CIDR ranges",
      });
      return z.NEVER;
    }),
  LOGIN_MAX_FAILURES: z.coerce.number({ error: "must be a number" }).int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(20),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number({ error: "must be a number" }).positive().default(15),
  RATE_LIMIT_LOGIN_PER_15_MIN: requestLimit(30),
  RATE_LIMIT_REGISTER_PER_HOUR: requestLimit(10),
  RATE_LIMIT_PUBLIC_FORMS_PER_10_MIN: requestLimit(20),
  SESSION_IDLE_HOURS: z.coerce
    .number({ error: "must be a number" })
    .positive("must be more than 0")
    .default(24),
  HOUSEKEEPING_EVERY_MINUTES: z.coerce
    .number({ error: "must be a number" })
    .min(0, "must be 0 (off) or more")
    .default(60),
  NODE_ENV: z.string().optional(),
  SESSION_MAX_DAYS: z.coerce
    .number({ error: "must be a number" })
    .positive("must be more than 0")
    .default(30),
  EMERGENCY_RESPONSE_MINUTES: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number of minutes")
    .min(1, "must be at least 1")
    .default(120),
  OFFER_EXPIRY_HOURS: z.coerce
    .number({ error: "must be a number" })
    .positive("must be more than 0")
    .default(24),
  PLACEMENT_JOBS_EVERY_MINUTES: z.coerce
    .number({ error: "must be a number" })
    .min(0, "must be 0 (off) or more")
    .default(5),
  UPLOAD_QUOTA_MB_PER_ADDRESS_PER_DAY: megabytesPerDay(25),
  UPLOAD_QUOTA_MB_PER_DAY: megabytesPerDay(1000),
  METRICS_PORT: optional(
    z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535"),
  ),
  METRICS_HOST: z.string().min(1, "must not be empty").default("127.0.0.1"),
  METRICS_TOKEN: optional(
    z
      .string()
      .min(32, "must be at least 32 characters (e.g. the output of openssl rand -hex 32)")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces"),
  ),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: ceiling("milliseconds").default(1000),
  OVERLOAD_MAX_HEAP_MB: optional(ceiling("megabytes")),
  OVERLOAD_MAX_RSS_MB: ceiling("megabytes").default(0),
  BACKUP_DIR: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ error: "must be a number of hours (0 turns scheduled backups off)" })
    .min(0, "must be 0 (off) or more")
    .default(0),
  BACKUP_KEEP: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(14),
});

/** The settings that depend on each other: scheduled backups need a folder. */
const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  if (e.BACKUP_EVERY_HOURS > 0 && !e.BACKUP_DIR) {
    ctx.addIssue({
      code: "custom",
      path: ["BACKUP_EVERY_HOURS"],
      message: "needs BACKUP_DIR, the folder the scheduled backups are written to",
    });
  }
});

/** The validated configuration of one server process. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded database, outbox). */
  dataDir: string;
  /** PostgreSQL connection string; undefined means the embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Public origin without a trailing slash, e.g. `https://example.com`. */
  publicUrl: string;
  /** True when publicUrl is https: cookies are Secure and carry the __Host- prefix. */
  secureCookies: boolean;
  logLevel: (typeof logLevels)[number];
  /** SMTP server for outgoing mail; undefined writes `.eml` files to `dataDir/outbox`. */
  smtpUrl: string | undefined;
  /** From header of outgoing mail. */
  mailFrom: string;
  /** The agency inbox told about every new request and application. */
  agencyNotifyEmail: string;
  /** How often the mail worker looks for due messages (ms); 0 disables polling. */
  mailPollMs: number;
  /**
   * Which X-Forwarded-For entries to believe (Fastify's `trustProxy`): false (none, the default),
   * the number of reverse proxies in front of the server, or their addresses/CIDR ranges. Never
   * `true`: that believes the leftmost entry, which the client writes itself, and per-address
   * limits could be dodged.
   */
  trustProxy: false | number | string[];
  /**
   * Sign-in lockout (ASVS 6.3.1; features/auth/sign-in.ts): attempts per (account, address) and
   * per account from unknown addresses, within a window of `loginLockoutMs`.
   */
  loginMaxFailures: number;
  loginMaxFailuresPerAccount: number;
  loginLockoutMs: number;
  /** How often expired sessions and stale sign-in counters are deleted (ms); 0 turns it off. */
  housekeepingMs: number;
  /** NODE_ENV is `production`. */
  production: boolean;
  /**
   * Per-address limits (ASVS 2.4.1): sign-in attempts per 15 minutes, registrations per hour,
   * posts to each public form (Request Staff, job application, newsletter) per 10 minutes.
   */
  rateLimitLoginPer15Min: number;
  rateLimitRegisterPerHour: number;
  rateLimitPublicFormsPer10Min: number;
  /** Session idle timeout and absolute lifetime, in milliseconds. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /**
   * Résumé bytes stored per client address, and for everyone together, in any 24 hours
   * (OWASP ASVS 5.0 5.2.4, upload storage quota).
   */
  uploadQuotaBytesPerAddressPerDay: number;
  uploadQuotaBytesPerDay: number;
  /**
   * Where Prometheus reads `/metrics` (plugins/metrics.ts; docs/security.md "Metrics"): on a port
   * of its own (`port`, on `host`), and/or on the main port with `Authorization: Bearer <token>`.
   * Neither set: `/metrics` answers 404 everywhere. With a port, the main port always answers 404.
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /**
   * The overload guard (plugins/overload.ts, `@fastify/under-pressure`): above any of these
   * ceilings requests answer 503 with Retry-After and /readyz reports why. 0 turns a check off.
   */
  overload: { maxEventLoopDelayMs: number; maxHeapBytes: number; maxRssBytes: number };
  /**
   * Scheduled backups (src/server/backup): an archive every `everyHours` into `dir` (absolute),
   * keeping the newest `keep`; undefined when BACKUP_EVERY_HOURS is unset or 0.
   */
  backup: { dir: string; everyHours: number; everyMs: number; keep: number } | undefined;
  /** The response promised to an emergency request, ms (docs/decisions/0017-placements.md). */
  emergencyResponseMs: number;
  /** How long a worker has to answer an offer, ms. */
  offerExpiryMs: number;
  /** How often offers expire, assignments start and end, and emergency reminders go (ms); 0 off. */
  placementJobsMs: number;
}

/**
 * The default heap ceiling of the overload guard: 90% of V8's heap limit for this process (set
 * by the machine's memory or `--max-old-space-size`), so requests are turned away while the
 * garbage collector can still recover rather than when the process is about to die.
 */
function defaultMaxHeapBytes(): number {
  return Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9);
}

/** Thrown by loadConfig with every problem in one message. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads and validates the configuration.
 * @param env the environment to read (process.env by default; tests pass their own)
 * @throws ConfigError listing each invalid variable and why
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      `Invalid configuration:\n  METRICS_PORT: must differ from PORT, or be unset to serve /metrics on PORT with METRICS_TOKEN (got ${JSON.stringify(env.METRICS_PORT)})`,
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith("https://"),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${site.name} <no-reply@${new URL(publicUrl).hostname}>`,
    agencyNotifyEmail: e.AGENCY_NOTIFY_EMAIL ?? site.email,
    mailPollMs: e.MAIL_POLL_MS,
    trustProxy: e.TRUST_PROXY,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    housekeepingMs: e.HOUSEKEEPING_EVERY_MINUTES * 60_000,
    production: e.NODE_ENV === "production",
    loginLockoutMs: e.LOGIN_LOCKOUT_MINUTES * 60_000,
    rateLimitLoginPer15Min: e.RATE_LIMIT_LOGIN_PER_15_MIN,
    rateLimitRegisterPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
    rateLimitPublicFormsPer10Min: e.RATE_LIMIT_PUBLIC_FORMS_PER_10_MIN,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    uploadQuotaBytesPerAddressPerDay: e.UPLOAD_QUOTA_MB_PER_ADDRESS_PER_DAY * MEGABYTE,
    uploadQuotaBytesPerDay: e.UPLOAD_QUOTA_MB_PER_DAY * MEGABYTE,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapBytes:
        e.OVERLOAD_MAX_HEAP_MB === undefined
          ? defaultMaxHeapBytes()
          : e.OVERLOAD_MAX_HEAP_MB * MEGABYTE,
      maxRssBytes: e.OVERLOAD_MAX_RSS_MB * MEGABYTE,
    },
    backup:
      e.BACKUP_DIR && e.BACKUP_EVERY_HOURS > 0
        ? {
            dir: path.resolve(e.BACKUP_DIR),
            everyHours: e.BACKUP_EVERY_HOURS,
            everyMs: Math.round(e.BACKUP_EVERY_HOURS * 3_600_000),
            keep: e.BACKUP_KEEP,
          }
        : undefined,
    emergencyResponseMs: e.EMERGENCY_RESPONSE_MINUTES * 60_000,
    offerExpiryMs: e.OFFER_EXPIRY_HOURS * 3_600_000,
    placementJobsMs: e.PLACEMENT_JOBS_EVERY_MINUTES * 60_000,
  };
}

/**
 * The start-up warning for a production server whose public address is plain http on a host
 * other than this machine: its session cookie is not `Secure` and no HSTS header is sent.
 * @returns the message to log as a warning, or undefined when there is nothing to warn about
 */
export function insecurePublicUrlWarning(
  config: Pick<Config, "production" | "publicUrl">,
): string | undefined {
  if (!config.production) return undefined;
  const url = new URL(config.publicUrl);
  if (url.protocol === "https:") return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host === "127.0.0.1" || host === "::1") return undefined;
  return `PUBLIC_URL is ${config.publicUrl}: with NODE_ENV=production it should be https://. Over http the session cookie is not Secure and no HSTS header is sent, so sessions can be stolen on the network.`;
}
