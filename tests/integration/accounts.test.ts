import { expect, it, vi } from "vitest";
import { countAdmins, createOrPromoteAdmin, ensureFirstAdmin } from "~/auth/admin-accounts.server";
import { requireAdmin } from "~/auth/guards.server";
import { pruneRateLimits } from "~/platform/rate-limit.server";
import { AUTH_LIMITS, PASSWORD_MAX_LENGTH } from "~/lib/constants";
import { AUTH_TEXT } from "~/lib/auth-text";
import { describeEachEngine } from "../helpers/database";
import {
  addChiefAndReader,
  cookieFrom,
  createTestAuth,
  formRequest,
  TEST_ORIGIN,
  useTestAuth,
} from "../helpers/auth";

const PASSWORD = "correct horse battery";

describeEachEngine("accounts", ({ db, engine }) => {
  const t = useTestAuth(db);
  let counter = 0;
  /** A fresh address and client IP per test, so their limits never interfere. */
  const fresh = () => {
    counter += 1;
    return { email: `reader${counter}@example.com`, ip: `198.51.100.${counter}` };
  };

  async function lastMailTo(email: string) {
    const mails = (await t().mails()).filter((mail) => mail.to === email);
    const mail = mails.at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  }

  function tokenFrom(link: string) {
    return new URL(link).searchParams.get("token") ?? "";
  }

  async function signUpAndVerify(fullName = "Ada Lovelace") {
    const { email, ip } = fresh();
    const signUp = await t().service.signUp(formRequest("/auth", {}, { ip }), {
      fullName,
      email,
      password: PASSWORD,
    });
    expect(signUp.ok).toBe(true);
    const mail = await lastMailTo(email);
    const link = mail.links.find((href) => href.includes("/auth/verify-email"));
    const verified = await t().service.verifyEmail(
      formRequest("/auth/verify-email", {}, { ip }),
      tokenFrom(link ?? ""),
    );
    if (!verified.ok) throw new Error(verified.message);
    return { email, ip, cookie: cookieFrom(verified.setCookies) };
  }

  const sessionRequest = (cookie: string) =>
    new Request(`${TEST_ORIGIN}/`, { headers: { cookie } });

  it("sign-up stores the user and a profile, and mails a verification link to our page", async () => {
    const { email, ip } = fresh();
    const result = await t().service.signUp(formRequest("/auth", {}, { ip }), {
      fullName: "Grace Hopper",
      email,
      password: PASSWORD,
    });
    expect(result).toEqual({ ok: true, setCookies: [] });

    const user = await db()
      .selectFrom("user")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(user.name).toBe("Grace Hopper");
    expect(Boolean(user.email_verified)).toBe(false);
    const profile = await db()
      .selectFrom("profiles")
      .selectAll()
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(profile.full_name).toBe("Grace Hopper");

    const account = await db()
      .selectFrom("account")
      .select(["password", "provider_id"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(account.provider_id).toBe("credential");
    expect(account.password).not.toContain(PASSWORD);

    const mail = await lastMailTo(email);
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.html).toContain("Verify email");
    expect(
      mail.links.some((link) => link.startsWith(`${TEST_ORIGIN}/auth/verify-email?token=`)),
    ).toBe(true);
  });

  it("refuses sign-in before verification, then verifying signs the user in", async () => {
    const { email, ip } = fresh();
    await t().service.signUp(formRequest("/auth", {}, { ip }), {
      fullName: "Alan Turing",
      email,
      password: PASSWORD,
    });
    const early = await t().service.signIn(formRequest("/auth", {}, { ip }), {
      email,
      password: PASSWORD,
    });
    expect(early).toMatchObject({ ok: false, status: 403, code: "EMAIL_NOT_VERIFIED" });

    const resend = await t().service.resendVerification(formRequest("/auth", {}, { ip }), {
      email,
    });
    expect(resend.ok).toBe(true);
    const links = (await t().mails())
      .filter((mail) => mail.to === email)
      .flatMap((mail) => mail.links.filter((link) => link.includes("/auth/verify-email")));
    expect(links).toHaveLength(2);

    const verified = await t().service.verifyEmail(
      formRequest("/auth/verify-email", {}, { ip }),
      tokenFrom(links[1]!),
    );
    expect(verified.ok).toBe(true);
    const cookie = cookieFrom(verified.ok ? verified.setCookies : []);
    const user = await t().service.getSessionUser(sessionRequest(cookie));
    expect(user).toMatchObject({ email, name: "Alan Turing", emailVerified: true, isAdmin: false });

    // The link has done its job: using it again creates no second session.
    const sessionsOf = () =>
      db().selectFrom("session").select("id").where("user_id", "=", user!.id).execute();
    const before = (await sessionsOf()).length;
    await t().service.verifyEmail(
      formRequest("/auth/verify-email", {}, { ip }),
      tokenFrom(links[1]!),
    );
    expect((await sessionsOf()).length).toBe(before);
  });

  it("rejects a forged or expired verification token", async () => {
    const { email, ip } = fresh();
    await t().service.signUp(formRequest("/auth", {}, { ip }), {
      fullName: "Expiring",
      email,
      password: PASSWORD,
    });
    const token = tokenFrom((await lastMailTo(email)).links[0]!);
    expect(
      await t().service.verifyEmail(formRequest("/x", {}, { ip }), `${token.slice(0, -4)}AAAA`),
    ).toMatchObject({ ok: false, status: 400, code: "INVALID_TOKEN" });

    vi.useFakeTimers({ now: Date.now() + 25 * 60 * 60 * 1000, toFake: ["Date"] });
    try {
      expect(await t().service.verifyEmail(formRequest("/x", {}, { ip }), token)).toMatchObject({
        ok: false,
        code: "INVALID_TOKEN",
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("signs in with a session stored in the database, and signing out ends it", async () => {
    const { email, ip } = await signUpAndVerify();
    const signIn = await t().service.signIn(formRequest("/auth", {}, { ip }), {
      email,
      password: PASSWORD,
    });
    expect(signIn.ok).toBe(true);
    if (!signIn.ok) return;
    const sessionCookie = signIn.setCookies.find((c) => c.startsWith("techpulse.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);
    const cookie = cookieFrom(signIn.setCookies);

    const user = await t().service.getSessionUser(sessionRequest(cookie));
    expect(user?.email).toBe(email);
    const sessions = await db()
      .selectFrom("session")
      .select(["id", "ip_address"])
      .where("user_id", "=", user!.id)
      .execute();
    expect(sessions).toHaveLength(2); // one from verifying, one from this sign-in
    expect(sessions.map((s) => s.ip_address)).toContain(ip);

    const signOut = await t().service.signOut(formRequest("/auth/sign-out", {}, { ip, cookie }));
    expect(signOut.ok).toBe(true);
    expect(await t().service.getSessionUser(sessionRequest(cookie))).toBeNull();
    expect(
      await db().selectFrom("session").select("id").where("user_id", "=", user!.id).execute(),
    ).toHaveLength(1);
  });

  it("marks the session cookie Secure when the site is served over HTTPS", async () => {
    const secure = createTestAuth(db(), "https://news.example.com");
    try {
      const { email, ip } = fresh();
      await secure.service.signUp(
        formRequest("/auth", {}, { ip, origin: "https://news.example.com" }),
        {
          fullName: "Tls Reader",
          email,
          password: PASSWORD,
        },
      );
      await db()
        .updateTable("user")
        .set({ email_verified: true })
        .where("email", "=", email)
        .execute();
      const signIn = await secure.service.signIn(
        formRequest("/auth", {}, { ip, origin: "https://news.example.com" }),
        { email, password: PASSWORD },
      );
      const cookie = signIn.ok ? signIn.setCookies.find((c) => c.includes("session_token=")) : "";
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      secure.cleanup();
    }
  });

  it("answers a wrong password and an unknown address with the same message", async () => {
    const { email, ip } = await signUpAndVerify();
    const wrong = await t().service.signIn(formRequest("/auth", {}, { ip }), {
      email,
      password: "not the password",
    });
    const unknown = await t().service.signIn(formRequest("/auth", {}, { ip }), {
      email: "nobody-here@example.com",
      password: "not the password",
    });
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ status: 401, message: AUTH_TEXT.invalidCredentials });
  });

  it("costs one password hash for a known and for an unknown address (no timing difference)", async () => {
    const { email, ip } = await signUpAndVerify();
    const context = await (await t().service.auth()).$context;
    const hash = vi.spyOn(context.password, "hash");
    const verify = vi.spyOn(context.password, "verify");
    try {
      await t().service.signIn(formRequest("/auth", {}, { ip }), { email, password: "wrong-pass" });
      const known = hash.mock.calls.length + verify.mock.calls.length;
      hash.mockClear();
      verify.mockClear();
      await t().service.signIn(formRequest("/auth", {}, { ip }), {
        email: "ghost@example.com",
        password: "wrong-pass",
      });
      const unknown = hash.mock.calls.length + verify.mock.calls.length;
      expect(known).toBe(1);
      expect(unknown).toBe(1);
    } finally {
      hash.mockRestore();
      verify.mockRestore();
    }
  });

  it("sign-up with a taken address answers like a new one and mails the owner instead", async () => {
    const { email } = await signUpAndVerify("Owner");
    const before = (await t().mails()).length;
    const result = await t().service.signUp(formRequest("/auth", {}, { ip: "192.0.2.50" }), {
      fullName: "Impostor",
      email,
      password: "another password",
    });
    expect(result).toEqual({ ok: true, setCookies: [] });
    const mails = (await t().mails()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, subject: expect.stringMatching(/already have/) });
    const users = await db().selectFrom("user").select("name").where("email", "=", email).execute();
    expect(users).toEqual([{ name: "Owner" }]);
  });

  it("password reset: same answer for unknown addresses, single-use link valid one hour, other sessions end", async () => {
    const { email, ip, cookie } = await signUpAndVerify();
    const before = (await t().mails()).length;
    const unknown = await t().service.requestPasswordReset(formRequest("/x", {}, { ip }), {
      email: "nobody-at-all@example.com",
    });
    const known = await t().service.requestPasswordReset(formRequest("/x", {}, { ip }), { email });
    expect(unknown).toEqual(known);
    const mails = (await t().mails()).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([email]);
    const link = mails[0]!.links.find((href) => href.includes("/auth/reset-password?token="))!;
    const token = tokenFrom(link);

    const reset = await t().service.resetPassword(formRequest("/x", {}, { ip }), {
      token,
      password: "a brand new password",
    });
    expect(reset.ok).toBe(true);
    expect(await t().service.getSessionUser(sessionRequest(cookie))).toBeNull();
    expect(
      await t().service.resetPassword(formRequest("/x", {}, { ip }), {
        token,
        password: "yet another one",
      }),
    ).toMatchObject({ ok: false, code: "INVALID_TOKEN" });
    expect(
      (await t().service.signIn(formRequest("/auth", {}, { ip }), { email, password: PASSWORD }))
        .ok,
    ).toBe(false);
    expect(
      (
        await t().service.signIn(formRequest("/auth", {}, { ip }), {
          email,
          password: "a brand new password",
        })
      ).ok,
    ).toBe(true);

    // A link older than an hour no longer works.
    await t().service.requestPasswordReset(formRequest("/x", {}, { ip }), { email });
    const late = tokenFrom(
      (await lastMailTo(email)).links.find((href) => href.includes("/auth/reset-password"))!,
    );
    vi.useFakeTimers({ now: Date.now() + 61 * 60 * 1000, toFake: ["Date"] });
    try {
      expect(
        await t().service.resetPassword(formRequest("/x", {}, { ip }), {
          token: late,
          password: "too late password",
        }),
      ).toMatchObject({ ok: false, code: "INVALID_TOKEN" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("enforces the password length rules on sign-up and reset", async () => {
    const { email, ip } = fresh();
    const short = await t().service.signUp(formRequest("/auth", {}, { ip }), {
      fullName: "Shorty",
      email,
      password: "short",
    });
    expect(short).toMatchObject({ ok: false, status: 400 });
    const long = await t().service.signUp(formRequest("/auth", {}, { ip }), {
      fullName: "Longy",
      email,
      password: "x".repeat(PASSWORD_MAX_LENGTH + 1),
    });
    expect(long).toMatchObject({ ok: false, status: 400 });
  });

  it("after 5 failed sign-ins from one address that account answers 429 there, even with the right password, until the window ends", async () => {
    const { email } = await signUpAndVerify();
    const guesser = "203.0.113.5";
    for (let attempt = 1; attempt <= AUTH_LIMITS.signInAccountIp.limit; attempt += 1) {
      const result = await t().service.signIn(formRequest("/auth", {}, { ip: guesser }), {
        email,
        password: `wrong ${attempt}`,
      });
      expect(result).toMatchObject({ status: 401 });
    }
    const sixth = await t().service.signIn(formRequest("/auth", {}, { ip: guesser }), {
      email,
      password: PASSWORD,
    });
    expect(sixth).toMatchObject({ ok: false, status: 429, code: "RATE_LIMITED" });
    expect(sixth.ok ? "" : sixth.message).toMatch(/Too many attempts\. Please wait 15 minutes/);

    vi.useFakeTimers({ now: Date.now() + 16 * 60 * 1000, toFake: ["Date"] });
    try {
      const later = await t().service.signIn(formRequest("/auth", {}, { ip: guesser }), {
        email,
        password: PASSWORD,
      });
      expect(later.ok).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("nobody can lock the owner out: failures elsewhere leave the owner's address free", async () => {
    const { email, ip } = await signUpAndVerify();
    // Five wrong passwords from each of several addresses (issue 17.4's attack, repeated).
    for (const attacker of ["203.0.113.10", "203.0.113.11"]) {
      for (let attempt = 0; attempt <= AUTH_LIMITS.signInAccountIp.limit; attempt += 1) {
        await t().service.signIn(formRequest("/auth", {}, { ip: attacker }), {
          email,
          password: "guess",
        });
      }
    }
    const owner = await t().service.signIn(formRequest("/auth", {}, { ip }), {
      email,
      password: PASSWORD,
    });
    expect(owner.ok).toBe(true);
  });

  it("a password reset clears the account's failed sign-ins from every address", async () => {
    const { email, ip } = await signUpAndVerify();
    const elsewhere = "203.0.113.20";
    for (const from of [ip, elsewhere]) {
      for (let attempt = 0; attempt < AUTH_LIMITS.signInAccountIp.limit; attempt += 1) {
        await t().service.signIn(formRequest("/auth", {}, { ip: from }), { email, password: "no" });
      }
    }
    expect(
      await t().service.signIn(formRequest("/auth", {}, { ip }), { email, password: PASSWORD }),
    ).toMatchObject({ status: 429 });

    await t().service.requestPasswordReset(formRequest("/x", {}, { ip }), { email });
    const link = (await lastMailTo(email)).links.find((href) => href.includes("reset-password"));
    const reset = await t().service.resetPassword(formRequest("/x", {}, { ip }), {
      token: tokenFrom(link!),
      password: "a fresh password here",
    });
    expect(reset.ok).toBe(true);
    for (const from of [ip, elsewhere]) {
      const signIn = await t().service.signIn(formRequest("/auth", {}, { ip: from }), {
        email,
        password: "a fresh password here",
      });
      expect(signIn.ok, from).toBe(true);
    }
  });

  it("one client's failures never lock out another client", async () => {
    const victim = await signUpAndVerify();
    const attackerIp = "203.0.113.66";
    for (let attempt = 0; attempt < AUTH_LIMITS.signInIp.limit; attempt += 1) {
      await t().service.signIn(formRequest("/auth", {}, { ip: attackerIp }), {
        email: `nobody${attempt}@example.com`,
        password: "guess",
      });
    }
    const blocked = await t().service.signIn(formRequest("/auth", {}, { ip: attackerIp }), {
      email: victim.email,
      password: PASSWORD,
    });
    expect(blocked).toMatchObject({ status: 429 });
    const fromElsewhere = await t().service.signIn(formRequest("/auth", {}, { ip: victim.ip }), {
      email: victim.email,
      password: PASSWORD,
    });
    expect(fromElsewhere.ok).toBe(true);
  });

  it("limits sign-up, verification resend and reset requests per IP and per address", async () => {
    const ip = "192.0.2.200";
    const signUps = [];
    for (let i = 0; i <= AUTH_LIMITS.signUpIp.limit; i += 1) {
      signUps.push(
        await t().service.signUp(formRequest("/auth", {}, { ip }), {
          fullName: "Bulk",
          email: `bulk${i}-${engine}@example.com`,
          password: PASSWORD,
        }),
      );
    }
    expect(signUps.slice(0, -1).every((result) => result.ok)).toBe(true);
    expect(signUps.at(-1)).toMatchObject({ status: 429 });

    const address = "target@example.com";
    const resets = [];
    for (let i = 0; i <= AUTH_LIMITS.passwordResetAddress.limit; i += 1) {
      resets.push(
        await t().service.requestPasswordReset(formRequest("/x", {}, { ip: `172.16.0.${i}` }), {
          email: address,
        }),
      );
    }
    expect(resets.at(-1)).toMatchObject({ status: 429 });
    expect(resets.slice(0, -1).every((result) => result.ok)).toBe(true);

    const resends = [];
    for (let i = 0; i <= AUTH_LIMITS.verificationIp.limit; i += 1) {
      resends.push(
        await t().service.resendVerification(formRequest("/x", {}, { ip: "192.0.2.201" }), {
          email: `someone${i}@example.com`,
        }),
      );
    }
    expect(resends.at(-1)).toMatchObject({ status: 429 });
  });

  it("keeps counters in the database, where expired ones are pruned", async () => {
    await signUpAndVerify(); // counts requests against the address's and the client's limits
    const rows = await db().selectFrom("rate_limits").select(["key"]).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.key.includes("@"))).toBe(true);
    expect(await pruneRateLimits(db(), Date.now() + 2 * 60 * 60 * 1000)).toBe(rows.length);
  });

  it("refuses cross-origin posts for every state-changing call", async () => {
    const { email, ip, cookie } = await signUpAndVerify();
    const evil = { ip, origin: "https://evil.example", cookie };
    const calls = [
      t().service.signIn(formRequest("/auth", {}, evil), { email, password: PASSWORD }),
      t().service.signUp(formRequest("/auth", {}, evil), {
        fullName: "X",
        email: "x@example.com",
        password: PASSWORD,
      }),
      t().service.signOut(formRequest("/auth/sign-out", {}, evil)),
      t().service.requestPasswordReset(formRequest("/x", {}, evil), { email }),
      t().service.resendVerification(formRequest("/x", {}, evil), { email }),
      t().service.resetPassword(formRequest("/x", {}, evil), { token: "x", password: PASSWORD }),
      t().service.verifyEmail(formRequest("/x", {}, evil), "x"),
      t().service.updateDisplayName(formRequest("/account", {}, evil), { fullName: "Hacked" }),
    ];
    for (const result of await Promise.all(calls)) {
      expect(result).toMatchObject({ ok: false, status: 403, code: "CROSS_ORIGIN" });
    }
    expect(await t().service.getSessionUser(sessionRequest(cookie))).toMatchObject({
      name: "Ada Lovelace",
    });
  });

  it("updates the display name in the account and its profile, and changes the password", async () => {
    const { email, ip, cookie } = await signUpAndVerify();
    const user = (await t().service.getSessionUser(sessionRequest(cookie)))!;
    expect(
      (
        await t().service.updateDisplayName(formRequest("/account", {}, { ip, cookie }), {
          fullName: "Ada King",
        })
      ).ok,
    ).toBe(true);
    const profile = await db()
      .selectFrom("profiles")
      .select("full_name")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(profile.full_name).toBe("Ada King");

    const other = await t().service.signIn(formRequest("/auth", {}, { ip }), {
      email,
      password: PASSWORD,
    });
    const otherCookie = cookieFrom(other.ok ? other.setCookies : []);
    const wrong = await t().service.changePassword(
      formRequest("/account", {}, { ip, cookie }),
      user,
      {
        currentPassword: "nope nope",
        newPassword: "the new password",
      },
    );
    expect(wrong).toMatchObject({ ok: false, message: AUTH_TEXT.wrongCurrentPassword });
    const changed = await t().service.changePassword(
      formRequest("/account", {}, { ip, cookie }),
      user,
      {
        currentPassword: PASSWORD,
        newPassword: "the new password",
      },
    );
    expect(changed.ok).toBe(true);
    expect(await t().service.getSessionUser(sessionRequest(otherCookie))).toBeNull();
    const current = cookieFrom(changed.ok ? changed.setCookies : []);
    expect(await t().service.getSessionUser(sessionRequest(current))).toMatchObject({ email });
  });

  it("hasRole answers the spec's has_role from the admin plugin's role column", async () => {
    const { email, cookie } = await signUpAndVerify();
    const user = (await t().service.getSessionUser(sessionRequest(cookie)))!;
    expect(await t().service.hasRole(user.id, "admin")).toBe(false);
    await db().updateTable("user").set({ role: "user,admin" }).where("email", "=", email).execute();
    expect(await t().service.hasRole(user.id, "admin")).toBe(true);
    expect((await t().service.getSessionUser(sessionRequest(cookie)))?.isAdmin).toBe(true);
    expect(await t().service.hasRole("no-such-user", "admin")).toBe(false);
    await db().updateTable("user").set({ banned: true }).where("email", "=", email).execute();
    expect(await t().service.hasRole(user.id, "admin")).toBe(false);
  });
});

describeEachEngine("admin guard", ({ db }) => {
  const t = useTestAuth(db);

  async function thrown(promise: Promise<unknown>): Promise<unknown> {
    try {
      await promise;
    } catch (error) {
      return error;
    }
    throw new Error("expected the guard to refuse");
  }

  it("redirects pages and answers 403 to data requests; admins pass", async () => {
    const anonymous = new Request(`${TEST_ORIGIN}/admin-hub`);
    const page = (await thrown(requireAdmin(anonymous, "page", t().service))) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin-hub");
    // A client navigation's request, as React Router hands it on: back to the page, not to
    // its data address.
    for (const [address, back] of [
      [
        "/admin-hub/posts.data?status=draft&_routes=root%2Croutes%2Fadmin-hub",
        "/admin-hub/posts?status=draft",
      ],
      ["/_root.data?_routes=routes%2Fhome", "/"],
    ]) {
      const navigation = new Request(`${TEST_ORIGIN}${address}`);
      const redirected = (await thrown(requireAdmin(navigation, "page", t().service))) as Response;
      expect(redirected.headers.get("location")).toBe(
        `/auth?redirectTo=${encodeURIComponent(back!)}`,
      );
    }
    const dataRefusal = (await thrown(requireAdmin(anonymous, "data", t().service))) as {
      init: ResponseInit | null;
    };
    expect(dataRefusal.init?.status).toBe(403);

    const admin = { email: "chief@example.com", name: "Chief", password: "chief password 1" };
    expect(await createOrPromoteAdmin(t().service, db(), admin)).toBe("created");
    const reader = { email: "reader@example.com", name: "Reader", password: "reader password" };
    await t().service.signUp(formRequest("/auth", {}, { ip: "192.0.2.9" }), {
      fullName: reader.name,
      email: reader.email,
      password: reader.password,
    });
    await db()
      .updateTable("user")
      .set({ email_verified: true })
      .where("email", "=", reader.email)
      .execute();

    const signedIn = async (email: string, password: string) => {
      const outcome = await t().service.signIn(formRequest("/auth", {}, { ip: "192.0.2.9" }), {
        email,
        password,
      });
      if (!outcome.ok) throw new Error(outcome.message);
      return new Request(`${TEST_ORIGIN}/admin-hub`, {
        headers: { cookie: cookieFrom(outcome.setCookies) },
      });
    };
    const readerRequest = await signedIn(reader.email, reader.password);
    const sentAway = (await thrown(requireAdmin(readerRequest, "page", t().service))) as Response;
    expect(sentAway.headers.get("location")).toBe("/auth");
    expect(
      ((await thrown(requireAdmin(readerRequest, "data", t().service))) as { init: ResponseInit })
        .init.status,
    ).toBe(403);

    const adminUser = await requireAdmin(
      await signedIn(admin.email, admin.password),
      "data",
      t().service,
    );
    expect(adminUser).toMatchObject({ email: admin.email, isAdmin: true, emailVerified: true });
  });

  it("ensureFirstAdmin creates one admin only when there is none, and admin:create promotes", async () => {
    // An admin and a verified reader exist already.
    await addChiefAndReader(t(), db(), { ip: "192.0.2.9", chiefPassword: "chief password 1" });
    expect(
      await ensureFirstAdmin(t().service, db(), {
        email: "second@example.com",
        name: "Second",
        password: "second password",
      }),
    ).toBe("skipped");
    expect(
      await createOrPromoteAdmin(t().service, db(), {
        email: "reader@example.com",
        name: "Reader",
        password: "a new password!",
      }),
    ).toBe("promoted");
    expect(await countAdmins(db())).toBe(2);
    const profile = await db()
      .selectFrom("profiles")
      .innerJoin("user", "user.id", "profiles.id")
      .select("profiles.full_name")
      .where("user.email", "=", "chief@example.com")
      .executeTakeFirstOrThrow();
    expect(profile.full_name).toBe("Chief");
  });
});
