import path from "node:path";
import v8 from "node:v8";
import { describe, expect, it } from "vitest";
import { ConfigError, insecurePublicUrlWarning, loadConfig } from "./config";

/** The error loadConfig throws for `env`, or fails the test when it does not throw. */
function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error("loadConfig did not throw");
}

describe("loadConfig", () => {
  it("uses the defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:5000");
    expect(config.secureCookies).toBe(false);
    expect(config.logLevel).toBe("info");
  });

  it("reads PORT, HOST and DATA_DIR", () => {
    const config = loadConfig({ PORT: "8080", HOST: "127.0.0.1", DATA_DIR: "/srv/staffing" });
    expect(config.port).toBe(8080);
    expect(config.host).toBe("127.0.0.1");
    expect(config.dataDir).toBe("/srv/staffing");
  });

  it("resolves a relative DATA_DIR to an absolute path", () => {
    expect(loadConfig({ DATA_DIR: "var/data" }).dataDir).toBe(path.resolve("var/data"));
  });

  it("defaults PUBLIC_URL to http://localhost and the configured port", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  });

  it("turns on secure cookies for an https PUBLIC_URL", () => {
    const config = loadConfig({ PUBLIC_URL: "https://staffing.example.com" });
    expect(config.publicUrl).toBe("https://staffing.example.com");
    expect(config.secureCookies).toBe(true);
  });

  it("keeps secure cookies off for an http PUBLIC_URL", () => {
    const config = loadConfig({ PUBLIC_URL: "http://staffing.example.com" });
    expect(config.secureCookies).toBe(false);
  });

  it("drops trailing slashes from PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://staffing.example.com/" }).publicUrl).toBe(
      "https://staffing.example.com",
    );
  });

  it("treats an empty PUBLIC_URL and DATABASE_URL as not set", () => {
    const config = loadConfig({ PUBLIC_URL: "", DATABASE_URL: "" });
    expect(config.publicUrl).toBe("http://localhost:5000");
    expect(config.databaseUrl).toBeUndefined();
  });

  it("accepts postgres:// and postgresql:// database URLs", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@db/app" }).databaseUrl).toBe(
      "postgres://u@db/app",
    );
    expect(loadConfig({ DATABASE_URL: "postgresql://u@db/app" }).databaseUrl).toBe(
      "postgresql://u@db/app",
    );
  });

  it("converts session lifetimes to milliseconds", () => {
    const config = loadConfig({ SESSION_IDLE_HOURS: "2", SESSION_MAX_DAYS: "7" });
    expect(config.sessionIdleMs).toBe(2 * 60 * 60 * 1000);
    expect(config.sessionMaxMs).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it("defaults sessions to 24 idle hours and 30 days", () => {
    const config = loadConfig({});
    expect(config.sessionIdleMs).toBe(24 * 60 * 60 * 1000);
    expect(config.sessionMaxMs).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it("defaults the per-address limits to 30 sign-ins, 10 registrations and 20 form posts", () => {
    const config = loadConfig({});
    expect(config.rateLimitLoginPer15Min).toBe(30);
    expect(config.rateLimitRegisterPerHour).toBe(10);
    expect(config.rateLimitPublicFormsPer10Min).toBe(20);
  });

  it("reads RATE_LIMIT_PUBLIC_FORMS_PER_10_MIN", () => {
    expect(
      loadConfig({ RATE_LIMIT_PUBLIC_FORMS_PER_10_MIN: "5" }).rateLimitPublicFormsPer10Min,
    ).toBe(5);
  });

  it.each([
    ["abc", "must be a number"],
    ["2.5", "must be a whole number"],
    ["0", "must be at least 1"],
    ["-3", "must be at least 1"],
  ])("rejects RATE_LIMIT_PUBLIC_FORMS_PER_10_MIN=%s: %s", (value, message) => {
    const error = configErrorOf({ RATE_LIMIT_PUBLIC_FORMS_PER_10_MIN: value });
    expect(error.message).toContain(
      `RATE_LIMIT_PUBLIC_FORMS_PER_10_MIN: ${message} (got ${JSON.stringify(value)})`,
    );
  });

  it("rejects a sign-in or registration limit below 1 with the same message", () => {
    const error = configErrorOf({
      RATE_LIMIT_LOGIN_PER_15_MIN: "0",
      RATE_LIMIT_REGISTER_PER_HOUR: "ten",
    });
    expect(error.message).toContain("RATE_LIMIT_LOGIN_PER_15_MIN: must be at least 1");
    expect(error.message).toContain("RATE_LIMIT_REGISTER_PER_HOUR: must be a number");
  });

  it("defaults the résumé storage quotas to 25 MB per address and 1000 MB in all, per day", () => {
    const config = loadConfig({});
    expect(config.uploadQuotaBytesPerAddressPerDay).toBe(25 * 1024 * 1024);
    expect(config.uploadQuotaBytesPerDay).toBe(1000 * 1024 * 1024);
  });

  it("reads UPLOAD_QUOTA_MB_PER_ADDRESS_PER_DAY and UPLOAD_QUOTA_MB_PER_DAY in megabytes", () => {
    const config = loadConfig({
      UPLOAD_QUOTA_MB_PER_ADDRESS_PER_DAY: "1",
      UPLOAD_QUOTA_MB_PER_DAY: "40",
    });
    expect(config.uploadQuotaBytesPerAddressPerDay).toBe(1024 * 1024);
    expect(config.uploadQuotaBytesPerDay).toBe(40 * 1024 * 1024);
  });

  it.each([
    ["abc", "must be a number"],
    ["2.5", "must be a whole number of megabytes"],
    ["0", "must be at least 1"],
    ["-3", "must be at least 1"],
  ])("rejects an upload quota of %s: %s", (value, message) => {
    const error = configErrorOf({
      UPLOAD_QUOTA_MB_PER_ADDRESS_PER_DAY: value,
      UPLOAD_QUOTA_MB_PER_DAY: value,
    });
    for (const name of ["UPLOAD_QUOTA_MB_PER_ADDRESS_PER_DAY", "UPLOAD_QUOTA_MB_PER_DAY"]) {
      expect(error.message).toContain(`${name}: ${message} (got ${JSON.stringify(value)})`);
    }
  });

  it("rejects PORT=abc with a ConfigError naming PORT", () => {
    expect(configErrorOf({ PORT: "abc" }).message).toContain("PORT");
  });

  it("rejects a PORT above 65535", () => {
    expect(configErrorOf({ PORT: "70000" }).message).toContain("PORT");
  });

  it("rejects LOG_LEVEL=loud with a ConfigError naming LOG_LEVEL", () => {
    expect(configErrorOf({ LOG_LEVEL: "loud" }).message).toContain("LOG_LEVEL");
  });

  it("rejects DATABASE_URL=mysql://x with a ConfigError naming DATABASE_URL", () => {
    expect(configErrorOf({ DATABASE_URL: "mysql://x" }).message).toContain("DATABASE_URL");
  });

  it("rejects a PUBLIC_URL that is not http or https", () => {
    expect(configErrorOf({ PUBLIC_URL: "ftp://staffing.example.com" }).message).toContain(
      "PUBLIC_URL",
    );
  });

  it("lists every problem in one message", () => {
    const error = configErrorOf({
      PORT: "abc",
      LOG_LEVEL: "loud",
      DATABASE_URL: "mysql://x",
      SESSION_IDLE_HOURS: "-1",
    });
    expect(error.name).toBe("ConfigError");
    expect(error.message).toContain("PORT");
    expect(error.message).toContain("LOG_LEVEL");
    expect(error.message).toContain("DATABASE_URL");
    expect(error.message).toContain("SESSION_IDLE_HOURS");
    expect(error.message).toContain('"abc"');
    expect(error.message).toContain('"loud"');
    expect(error.message).toContain('"mysql://x"');
  });
});

describe("TRUST_PROXY", () => {
  it("believes no proxy by default, nor for false, 0 or an empty value", () => {
    for (const value of [undefined, "", "false", "0", " FALSE "]) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it("reads a hop count", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "99" }).trustProxy).toBe(99);
  });

  it("reads a list of addresses and CIDR ranges", () => {
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
    expect(loadConfig({ TRUST_PROXY: "192.168.0.0/32,::/128" }).trustProxy).toEqual([
      "192.168.0.0/32",
      "::/128",
    ]);
  });

  it("refuses true, which would believe the address the client writes, saying what to give instead", () => {
    const error = configErrorOf({ TRUST_PROXY: "true" });
    expect(error.message).toContain("TRUST_PROXY: true would believe any client's X-Forwarded-For");
    expect(error.message).toContain("(e.g. 1)");
  });

  it("refuses what is neither a hop count nor addresses", () => {
    for (const value of [
      "100",
      "-1",
      "1.5",
      "yes",
      "10.0.0.0/33",
      "::/129",
      "10.0.0.0/8/1",
      "10.0.0.1,proxy",
      "/8",
    ]) {
      const error = configErrorOf({ TRUST_PROXY: value });
      expect(error.message).toContain(
        "TRUST_PROXY: must be false, the number of proxies in front of the server (1-99), or a comma-separated list of their addresses or CIDR ranges",
      );
    }
  });
});

describe("LOGIN_MAX_FAILURES_PER_ACCOUNT and HOUSEKEEPING_EVERY_MINUTES", () => {
  it("default to 20 attempts and every 60 minutes", () => {
    const config = loadConfig({});
    expect(config.loginMaxFailures).toBe(5);
    expect(config.loginMaxFailuresPerAccount).toBe(20);
    expect(config.housekeepingMs).toBe(3_600_000);
  });

  it("are read, and 0 turns housekeeping off", () => {
    const config = loadConfig({
      LOGIN_MAX_FAILURES_PER_ACCOUNT: "50",
      HOUSEKEEPING_EVERY_MINUTES: "0",
    });
    expect(config.loginMaxFailuresPerAccount).toBe(50);
    expect(config.housekeepingMs).toBe(0);
  });

  it("refuse a ceiling below 1 and a negative interval", () => {
    expect(configErrorOf({ LOGIN_MAX_FAILURES_PER_ACCOUNT: "0" }).message).toContain(
      "LOGIN_MAX_FAILURES_PER_ACCOUNT: must be at least 1",
    );
    expect(configErrorOf({ HOUSEKEEPING_EVERY_MINUTES: "-5" }).message).toContain(
      "HOUSEKEEPING_EVERY_MINUTES: must be 0 (off) or more",
    );
  });
});

describe("METRICS_PORT, METRICS_HOST and METRICS_TOKEN", () => {
  const token = "0123456789abcdef0123456789abcdef";

  it("default to no metrics port, loopback for one, and no token", () => {
    expect(loadConfig({}).metrics).toEqual({
      port: undefined,
      host: "127.0.0.1",
      token: undefined,
    });
    expect(loadConfig({ METRICS_PORT: "", METRICS_TOKEN: "" }).metrics.port).toBeUndefined();
  });

  it("are read", () => {
    expect(
      loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5", METRICS_TOKEN: token }).metrics,
    ).toEqual({ port: 9464, host: "10.0.0.5", token });
  });

  it("refuse a port out of range, the main port, and a short or spaced token", () => {
    expect(configErrorOf({ METRICS_PORT: "70000" }).message).toContain(
      "METRICS_PORT: must be between 1 and 65535",
    );
    expect(configErrorOf({ METRICS_PORT: "5000" }).message).toContain(
      "METRICS_PORT: must differ from PORT",
    );
    expect(configErrorOf({ METRICS_TOKEN: "short" }).message).toContain(
      "METRICS_TOKEN: must be at least 32 characters",
    );
    expect(configErrorOf({ METRICS_TOKEN: `${token} x` }).message).toContain(
      "METRICS_TOKEN: must be printable ASCII without spaces",
    );
  });
});

describe("OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, OVERLOAD_MAX_HEAP_MB and OVERLOAD_MAX_RSS_MB", () => {
  it("default to 1000 ms, 90% of V8's heap limit, and no RSS ceiling", () => {
    const { overload } = loadConfig({});
    expect(overload.maxEventLoopDelayMs).toBe(1000);
    expect(overload.maxHeapBytes).toBe(Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9));
    expect(overload.maxRssBytes).toBe(0);
  });

  it("are read in milliseconds and megabytes, 0 turning a check off", () => {
    const { overload } = loadConfig({
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "250",
      OVERLOAD_MAX_HEAP_MB: "0",
      OVERLOAD_MAX_RSS_MB: "900",
    });
    expect(overload).toEqual({
      maxEventLoopDelayMs: 250,
      maxHeapBytes: 0,
      maxRssBytes: 900 * 1024 * 1024,
    });
  });

  it("refuse negative and fractional values", () => {
    const message = configErrorOf({
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "-1",
      OVERLOAD_MAX_HEAP_MB: "1.5",
    }).message;
    expect(message).toContain("OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: must be 0 (off) or more");
    expect(message).toContain("OVERLOAD_MAX_HEAP_MB: must be a whole number of megabytes");
  });
});

describe("insecurePublicUrlWarning", () => {
  const warn = (env: NodeJS.ProcessEnv) => insecurePublicUrlWarning(loadConfig(env));

  it("warns a production server whose public address is plain http", () => {
    const message = warn({ NODE_ENV: "production", PUBLIC_URL: "http://staffing.example.com" });
    expect(message).toContain("PUBLIC_URL is http://staffing.example.com");
    expect(message).toContain("session cookie is not Secure and no HSTS header is sent");
  });

  it("says nothing for https, for this machine, or outside production", () => {
    expect(
      warn({ NODE_ENV: "production", PUBLIC_URL: "https://staffing.example.com" }),
    ).toBeUndefined();
    expect(warn({ NODE_ENV: "production" })).toBeUndefined();
    expect(warn({ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:5000" })).toBeUndefined();
    expect(warn({ NODE_ENV: "production", PUBLIC_URL: "http://[::1]:5000" })).toBeUndefined();
    expect(
      warn({ NODE_ENV: "development", PUBLIC_URL: "http://staffing.example.com" }),
    ).toBeUndefined();
    expect(warn({ PUBLIC_URL: "http://staffing.example.com" })).toBeUndefined();
  });
});
