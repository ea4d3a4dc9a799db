import { randomUUID } from "node:crypto";
import type { BetterAuthOptions } from "better-auth";
import type { admin, twoFactor } from "better-auth/plugins";
import type { Logger } from "pino";
import { betterAuthDb, engineOf, type Db } from "~/db/connection.server";
import {
  AUTH_LIMITS,
  EMAIL_VERIFICATION_HOURS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_HOURS,
  RECOVERY_CODE_COUNT,
  SESSION_DAYS,
  SITE_NAME,
  TWO_FACTOR_CHALLENGE_MINUTES,
} from "~/lib/constants";
import { ADMIN_ROLE } from "~/lib/staff-text";
import type { QueuedMail } from "~/platform/mail-queue.server";
import { existingAccountMail, passwordResetMail, verificationMail } from "./mails.server";
import { CLIENT_IP_HEADER } from "./client-ip.server";
import { clearRateLimitsOf } from "~/platform/rate-limit.server";
import { passwordHashing, passwordScryptFor } from "./password-hash.server";
import { syncProfileFromUser } from "./profiles.server";

export interface AuthDependencies {
  db: Db;
  secret: string;
  /** Public origin of the site; every link in an email starts with it. */
  origin: string;
  logger: Logger;
  /** Queues an account mail (account-mail.server.ts: once Better Auth's call has returned). */
  sendMail: (mail: QueuedMail) => Promise<void>;
}

/** Links in emails point at our own pages, which confirm by POST (no state change on GET). */
export const authLinks = {
  verifyEmail: (origin: string, token: string) =>
    `${origin}/auth/verify-email?token=${encodeURIComponent(token)}`,
  resetPassword: (origin: string, token: string) =>
    `${origin}/auth/reset-password?token=${encodeURIComponent(token)}`,
  signIn: (origin: string) => `${origin}/auth`,
  forgotPassword: (origin: string) => `${origin}/auth/forgot-password`,
};

const timestamps = { createdAt: "created_at", updatedAt: "updated_at" } as const;

/** The Better Auth plugins the site uses, passed in because Better Auth is loaded lazily. */
export interface AuthPlugins {
  admin: typeof admin;
  twoFactor: typeof twoFactor;
}

/**
 * Better Auth and its plugins, imported on first use rather than at start-up: the import takes
 * ~0.4 s of every process's start, and anonymous readers (most requests) never need it.
 */
export async function loadAuthPlugins(): Promise<AuthPlugins> {
  const { admin, twoFactor } = await import("better-auth/plugins");
  return { admin, twoFactor };
}

/** Better Auth's cookies are named `techpulse.*` (`__Secure-techpulse.*` over https). */
export const AUTH_COOKIE_PREFIX = "techpulse";
const SESSION_COOKIE = new RegExp(
  `(?:^|;\\s*)(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`,
);

/**
 * Whether a request carries a session cookie. Without one there is no session to look up, so
 * an anonymous request (whatever other cookies it has) never waits for Better Auth to load.
 */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return cookieHeader !== null && SESSION_COOKIE.test(cookieHeader);
}

/** Better Auth's options, pure: building them opens nothing. */
export function authOptions(deps: AuthDependencies, { admin, twoFactor }: AuthPlugins) {
  const { db, origin, logger, sendMail } = deps;

  return {
    appName: SITE_NAME,
    baseURL: origin,
    basePath: "/api/auth",
    secret: deps.secret,
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    database: { db: betterAuthDb(db), type: engineOf(db), transaction: true },
    user: {
      fields: { ...timestamps, emailVerified: "email_verified" },
    },
    session: {
      fields: {
        ...timestamps,
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        userId: "user_id",
      },
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      // A fixed lifetime keeps the cookie and the stored session in step; loaders never
      // need to forward a refreshed cookie.
      disableSessionRefresh: true,
    },
    account: {
      fields: {
        ...timestamps,
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
      },
    },
    verification: { fields: { ...timestamps, expiresAt: "expires_at" } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Better Auth's scrypt at its own cost, cheaper only under the test runner
      // (password-hash.server.ts).
      password: passwordHashing(passwordScryptFor(process.env)),
      resetPasswordTokenExpiresIn: PASSWORD_RESET_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Whoever could reset the password owns the account: earlier failed sign-ins (perhaps
      // someone else's guesses) no longer hold it back, from any address.
      onPasswordReset: ({ user }) => clearRateLimitsOf(db, AUTH_LIMITS.signInAccountIp, user.email),
      sendResetPassword: ({ user, token }) =>
        sendMail({
          kind: "account.password-reset",
          to: user.email,
          ...passwordResetMail(
            user.name,
            authLinks.resetPassword(origin, token),
            PASSWORD_RESET_HOURS,
          ),
        }),
      onExistingUserSignUp: ({ user }) =>
        sendMail({
          kind: "account.existing-account",
          to: user.email,
          ...existingAccountMail(
            user.name,
            authLinks.signIn(origin),
            authLinks.forgotPassword(origin),
          ),
        }),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Resending is an explicit, rate-limited action on the sign-in card.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_HOURS * 60 * 60,
      sendVerificationEmail: ({ user, token }) =>
        sendMail({
          kind: "account.verify-email",
          to: user.email,
          ...verificationMail(
            user.name,
            authLinks.verifyEmail(origin, token),
            EMAIL_VERIFICATION_HOURS,
          ),
        }),
    },
    databaseHooks: {
      user: {
        create: { after: (user) => syncProfileFromUser(db, user) },
        update: { after: (user) => syncProfileFromUser(db, user) },
      },
    },
    // Our own limiter runs in front of every auth action (rate-limit.server.ts): Better Auth's
    // only sees requests to its HTTP handler, which this site does not mount.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: origin.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
      // No background handler: the mail callbacks only collect a mail (account-mail.server.ts),
      // which is queued, not sent, before the answer; the mail worker sends it, so sending
      // never shows in response times (no enumeration by timing).
    },
    logger: {
      log: (level: "debug" | "info" | "success" | "warn" | "error", message: string) => {
        if (level === "error") logger.error({ source: "better-auth" }, message);
        else if (level === "warn") logger.warn({ source: "better-auth" }, message);
        else logger.debug({ source: "better-auth" }, message);
      },
    },
    plugins: [
      admin({
        defaultRole: "user",
        adminRoles: [ADMIN_ROLE],
        schema: {
          user: { fields: { banReason: "ban_reason", banExpires: "ban_expires" } },
          session: { fields: { impersonatedBy: "impersonated_by" } },
        },
      }),
      // Authenticator apps (TOTP) with recovery codes; tables from migration 010_roles.
      twoFactor({
        issuer: SITE_NAME,
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_MINUTES * 60,
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT },
        schema: {
          user: { fields: { twoFactorEnabled: "two_factor_enabled" } },
          twoFactor: {
            modelName: "two_factor",
            fields: {
              backupCodes: "backup_codes",
              userId: "user_id",
              failedVerificationCount: "failed_verification_count",
              lockedUntil: "locked_until",
            },
          },
        },
      }),
    ],
  } satisfies BetterAuthOptions;
}

export async function createAuth(deps: AuthDependencies) {
  const started = performance.now();
  const [{ betterAuth }, plugins] = await Promise.all([import("better-auth"), loadAuthPlugins()]);
  const auth = betterAuth(authOptions(deps, plugins));
  deps.logger.info({ ms: Math.round(performance.now() - started) }, "accounts library loaded");
  return auth;
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
