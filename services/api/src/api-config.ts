import type { LOG_LEVELS } from '@koester/server/environment.mjs';
import type { UserPoolAdminOptions } from './identity/user-pool-admin.ts';

/** What the API runs with, as loadConfig (config.ts) reads it from the environment. */
export interface ApiConfig {
  /** development unless NODE_ENV names another environment (production, staging …). */
  environment: 'development' | 'production';
  port: number;
  /** The address to listen on: loopback unless KOESTER_API_LISTEN widens it (0.0.0.0 in a container). */
  host: string;
  /** postgres://… uses a PostgreSQL server; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  /** Connections of the PostgreSQL pool per instance (KOESTER_API_DB_POOL_SIZE, default 10). */
  databasePoolSize: number;
  dataDir?: string;
  /**
   * Seed the demo data of the local run contract on start (idempotent): in development unless KOESTER_SEED=false;
   * never elsewhere (KOESTER_SEED=true outside development refuses to start).
   */
  seed: boolean;
  /**
   * Benchmarks only: top the feedback table up to this many items on start
   * (KOESTER_API_SEED_FEEDBACK_ITEMS, 0 to 1000, default 0). Honoured only where
   * the demo data is seeded in development; 0 anywhere else.
   */
  seedFeedbackItems: number;
  corsOrigins: string[];
  auth: {
    userPoolId: string;
    clientId: string;
    /** The tokens' iss: Cognito's URL for the pool, unless configured otherwise. */
    issuer: string;
    /** Where the signing keys are fetched: Cognito's own URL in production, the local identity service here. */
    jwksUrl: string;
  };
  /** Admins besides the Cognito group: by verified email, or by user id (sub). */
  admin: { emails: string[]; userIds: string[] };
  /**
   * The proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed;
   * none by default, so the client's address is the connection's.
   */
  trustedProxies: string[];
  /** Writes allowed per minute, per user and per IP. */
  writesPerMinute: number;
  bodyLimitBytes: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Live event streams one client address may hold open at once (KOESTER_API_STREAMS_PER_IP, default 20). */
  streamsPerIp: number;
  /** How often an open stream gets a keep-alive comment, so proxies do not drop it as idle. */
  streamPingMs: number;
  /** The most text one stream may hold for a client that does not read it: past it, the stream is dropped. */
  streamHeldBytes: number;
  /** How long a stream's client may leave its socket full (take nothing) before the stream is dropped. */
  streamStalledMs: number;
  /**
   * The Host headers the API answers (KOESTER_API_ALLOWED_HOSTS, comma-separated); any other gets 421. An entry is
   * `name:port`, or a bare `name`, which allows that name with no port or with the port the API listens on. By
   * default localhost, 127.0.0.1, [::1], KOESTER_HOST and the names in KOESTER_ALLOWED_HOSTS, which every server
   * of the local run answers: the local run, its e2e copies and the tests.
   */
  allowedHosts: string[];
  /**
   * Id tokens issued (iat) longer ago than this are refused even before their exp
   * (KOESTER_API_MAX_TOKEN_AGE_SECONDS); 0, the default, leaves it to exp (Cognito's lifetime).
   */
  maxTokenAgeSeconds: number;
  /** The port of the Prometheus /metrics server (KOESTER_API_METRICS_PORT); null: no metrics server. */
  metricsPort: number | null;
  /** On SIGTERM, how long requests in flight may take to finish before the process exits anyway. */
  drainSeconds: number;
  /**
   * On SIGTERM, how long the API keeps serving while /health/ready already says draining, before it stops taking
   * connections: for orchestrators that remove the instance from the load balancer as they send SIGTERM.
   */
  drainDelaySeconds: number;
  /** Mail (reminders): the SMTP server, the sender, and the public addresses its links point to. */
  mail: {
    smtpUrl: string;
    from: string;
    siteUrl: string;
    apiUrl: string;
    /**
     * The feedback portal's mails due each second at most, across all instances (KOESTER_PORTAL_MAILS_PER_SECOND,
     * 14: SES's rate for a new account); a status change with many followers is spread over time.
     */
    portalMailsPerSecond: number;
    /** How long a comment digest waits for more comments after the first (KOESTER_DIGEST_GATHER_SECONDS, 600). */
    digestGatherSeconds: number;
  };
  /**
   * Whether this instance does background work (sending reminders, finishing account deletions): KOESTER_API_WORKERS,
   * on by default. Every instance may; each job is done by one.
   */
  workers: boolean;
  /**
   * The user pool's admin access (AdminDeleteUser) for account deletion: KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID and
   * _SECRET_ACCESS_KEY (an IAM key allowed cognito-idp:AdminDeleteUser on the pool), KOESTER_COGNITO_ENDPOINT. Null:
   * none configured (development only; a deleted account's data goes, its user-pool account stays).
   */
  userPoolAdmin: UserPoolAdminOptions | null;
  /** The local run's settable clock, PUT /_local/clock (KOESTER_DEV_CLOCK=true): development only. */
  devClock: boolean;
}
