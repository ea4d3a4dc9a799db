import { expect, it } from "vitest";
import { createVerifiedAccount } from "~/auth/admin-accounts.server";
import { listAccountSessions, revokeAccountSession } from "~/auth/sessions.server";
import { createSiteEvents } from "~/platform/site-events.server";
import {
  acceptInvitation,
  createInvitation,
  findOpenInvitation,
  invitationPage,
} from "~/people/invitations.server";
import { submitForReview } from "~/people/review.server";
import { listAdminPosts } from "~/content/posts.server";
import { setPostPublished } from "~/content/post-commands.server";
import { requirePermission } from "~/auth/guards.server";
import { DEFAULT_SITE_SETTINGS } from "~/settings/site-settings";
import { saveSiteSettings } from "~/settings/settings.server";
import pino from "pino";
import { describeEachEngine } from "../helpers/database";
import { cookieFrom, formRequest, TEST_ORIGIN, useTestAuth } from "../helpers/auth";
import { totpCode } from "../helpers/totp";
import { testWriter } from "../helpers/writer";

describeEachEngine("staff accounts", ({ db }) => {
  const t = useTestAuth(db);
  const logger = pino({ level: "silent" });
  const deps = () => ({ db: db(), events: createSiteEvents(), logger, origin: TEST_ORIGIN });

  async function account(email: string, role: string) {
    const { id } = await createVerifiedAccount(t().service, {
      email,
      name: email.split("@")[0] ?? email,
      password: "staff password",
      role,
    });
    return { id, name: email.split("@")[0] ?? email, role: role as "editor" };
  }

  it("two-factor: set up with a generated TOTP code, then sign in with a code or a recovery code", async () => {
    await account("twofa@example.com", "editor");
    const ip = { ip: "198.51.100.7" };
    const first = await t().service.signIn(formRequest("/auth", {}, ip), {
      email: "twofa@example.com",
      password: "staff password",
    });
    if (!first.ok) throw new Error("sign-in failed");
    expect(first.secondFactor).toBe(false);
    const cookie = cookieFrom(first.setCookies);

    const setup = await t().service.twoFactor.start(
      formRequest("/account", {}, { ...ip, cookie }),
      "staff password",
    );
    if (!setup.ok) throw new Error(setup.message);
    expect(setup.recoveryCodes).toHaveLength(10);
    const wrong = await t().service.twoFactor.confirm(
      formRequest("/account", {}, { ...ip, cookie }),
      "000000" === totpCode(setup.totpUri) ? "111111" : "000000",
    );
    expect(wrong.ok).toBe(false);
    const setupCode = totpCode(setup.totpUri);
    const confirmed = await t().service.twoFactor.confirm(
      formRequest("/account", {}, { ...ip, cookie }),
      setupCode,
    );
    expect(confirmed.ok).toBe(true);

    // Password step: no session yet, a two-factor challenge cookie instead.
    const second = await t().service.signIn(formRequest("/auth", {}, ip), {
      email: "twofa@example.com",
      password: "staff password",
    });
    if (!second.ok) throw new Error("sign-in failed");
    expect(second.secondFactor).toBe(true);
    const challenge = cookieFrom(second.setCookies);
    const asRequest = (c: string) => new Request(`${TEST_ORIGIN}/`, { headers: { cookie: c } });
    expect(await t().service.getSessionUser(asRequest(challenge))).toBeNull();
    const bad = await t().service.twoFactor.verify(
      formRequest("/auth/two-factor", {}, { ...ip, cookie: challenge }),
      "12345x",
      "totp",
    );
    expect(bad.ok).toBe(false);
    // The code that confirmed the setup is used (RFC 6238 §5.2): it signs nobody in.
    const replayed = await t().service.twoFactor.verify(
      formRequest("/auth/two-factor", {}, { ...ip, cookie: challenge }),
      setupCode,
      "totp",
    );
    expect(replayed).toMatchObject({ ok: false, code: "CODE_USED" });
    /** The password step, then a TOTP code of the time step `ahead` steps from now. */
    const signInWithCode = async (ahead: number) => {
      const attempt = await t().service.signIn(formRequest("/auth", {}, ip), {
        email: "twofa@example.com",
        password: "staff password",
      });
      if (!attempt.ok) throw new Error("sign-in failed");
      return t().service.twoFactor.verify(
        formRequest("/auth/two-factor", {}, { ...ip, cookie: cookieFrom(attempt.setCookies) }),
        totpCode(setup.totpUri, Date.now() + ahead * 30_000),
        "totp",
      );
    };
    // The app's next code (the plugin accepts one step either side of now) signs in, once.
    const verified = await signInWithCode(1);
    if (!verified.ok) throw new Error(verified.message);
    const sessions = () =>
      db()
        .selectFrom("session")
        .innerJoin("user", "user.id", "session.user_id")
        .where("user.email", "=", "twofa@example.com")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
    const before = await sessions();
    expect(await signInWithCode(1)).toMatchObject({ ok: false, code: "CODE_USED" });
    // The session the library made for the replayed code is gone, never handed out.
    expect(await sessions()).toEqual(before);
    // An older code than the last accepted one is refused too, though still in the window.
    expect(await signInWithCode(0)).toMatchObject({ ok: false, code: "CODE_USED" });
    const user = await t().service.getSessionUser(asRequest(cookieFrom(verified.setCookies)));
    expect(user?.email).toBe("twofa@example.com");
    expect(user?.twoFactorEnabled).toBe(true);

    // A recovery code works once.
    const recovery = setup.recoveryCodes[0] ?? "";
    /** The password step, then a recovery code: true when it signs in. */
    const signInWithRecovery = async (code: string) => {
      const attempt = await t().service.signIn(formRequest("/auth", {}, ip), {
        email: "twofa@example.com",
        password: "staff password",
      });
      if (!attempt.ok) throw new Error("sign-in failed");
      const outcome = await t().service.twoFactor.verify(
        formRequest("/auth/two-factor", {}, { ...ip, cookie: cookieFrom(attempt.setCookies) }),
        code,
        "recovery",
      );
      return outcome.ok;
    };
    expect(await signInWithRecovery(recovery)).toBe(true);
    expect(await signInWithRecovery(recovery)).toBe(false);

    // New recovery codes need the password, and replace every earlier one.
    const signedIn = { ...ip, cookie: cookieFrom(verified.setCookies) };
    const refused = await t().service.twoFactor.newRecoveryCodes(
      formRequest("/account", {}, signedIn),
      "not the password",
    );
    expect(refused).toMatchObject({ ok: false, code: "INVALID_PASSWORD" });
    const renewed = await t().service.twoFactor.newRecoveryCodes(
      formRequest("/account", {}, signedIn),
      "staff password",
    );
    if (!renewed.ok) throw new Error(renewed.message);
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(setup.recoveryCodes[1]);
    expect(await signInWithRecovery(setup.recoveryCodes[1] ?? "")).toBe(false);
    expect(await signInWithRecovery(renewed.recoveryCodes[0] ?? "")).toBe(true);
  });

  it("sessions: lists the account's devices and signs out one of them", async () => {
    const member = await account("sessions@example.com", "author");
    const signIn = (agent: string) =>
      t().service.signIn(
        (() => {
          const request = formRequest("/auth", {}, { ip: "203.0.113.50" });
          request.headers.set("user-agent", agent);
          return request;
        })(),
        { email: "sessions@example.com", password: "staff password" },
      );
    const phone = await signIn(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    );
    const laptop = await signIn(
      "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    );
    if (!phone.ok || !laptop.ok) throw new Error("sign-in failed");
    const laptopUser = await t().service.getSessionUser(
      new Request(`${TEST_ORIGIN}/`, { headers: { cookie: cookieFrom(laptop.setCookies) } }),
    );
    const sessions = await listAccountSessions(db(), member.id, laptopUser?.sessionId ?? "");
    expect(sessions.map((session) => session.device).sort()).toEqual([
      "Firefox on Linux",
      "Safari on iOS",
    ]);
    expect(sessions.find((session) => session.current)?.device).toBe("Firefox on Linux");
    const phoneSession = sessions.find((session) => !session.current);
    expect(phoneSession?.ipAddress).toBe("203.0.113.50");

    // Someone else's session is not theirs to end.
    const other = await account("other@example.com", "author");
    expect(await revokeAccountSession(db(), other.id, phoneSession?.id ?? "")).toBe(false);
    expect(await revokeAccountSession(db(), member.id, phoneSession?.id ?? "")).toBe(true);
    expect(
      await t().service.getSessionUser(
        new Request(`${TEST_ORIGIN}/`, { headers: { cookie: cookieFrom(phone.setCookies) } }),
      ),
    ).toBeNull();
  });

  it("invitations: emailed, single use, within the inviter's rights, and they expire", async () => {
    const editor = await account("inviting-editor@example.com", "editor");
    await expect(
      createInvitation(deps(), editor, { email: "boss@example.com", role: "admin" }),
    ).rejects.toThrow(/cannot invite/);
    await createInvitation(deps(), editor, { email: "Writer@Example.com", role: "author" });
    const mail = (await t().mails()).find((m) => m.to === "writer@example.com");
    const token = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "http://x").searchParams.get(
      "token",
    );
    expect(token).toBeTruthy();
    const stored = await db().selectFrom("invitations").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect((await invitationPage(db(), token ?? "", null)).state).toBe("create");
    const invitee = await account("writer@example.com", "user");
    expect(await acceptInvitation(db(), token ?? "", invitee.id)).toBe("author");
    const role = await db()
      .selectFrom("user")
      .select("role")
      .where("id", "=", invitee.id)
      .executeTakeFirstOrThrow();
    expect(role.role).toBe("author");
    expect(await acceptInvitation(db(), token ?? "", invitee.id)).toBeNull();
    expect((await invitationPage(db(), token ?? "", null)).state).toBe("invalid");

    await createInvitation(deps(), editor, { email: "late@example.com", role: "contributor" });
    await db()
      .updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "late@example.com")
      .execute();
    const late = (await t().mails()).find((m) => m.to === "late@example.com");
    const lateToken = new URL(
      late?.text.match(/https?:\/\/\S+/)?.[0] ?? "http://x",
    ).searchParams.get("token");
    expect(await findOpenInvitation(db(), lateToken ?? "")).toBeNull();
  });

  it("review: a contributor's submitted draft is flagged for editors, who are emailed, until published", async () => {
    const contributor = await account("contributor@example.com", "contributor");
    await account("reviewing-editor@example.com", "editor");
    const postId = "00000000-0000-4000-8000-0000000000aa";
    await db()
      .insertInto("posts")
      .values({
        id: postId,
        title: "A draft to review",
        slug: "a-draft-to-review",
        excerpt: "",
        content: "<p>x</p>",
        content_text: "x",
        word_count: 1,
        published: false,
        author_id: contributor.id,
        category_id: null,
      })
      .execute();
    expect(
      await submitForReview(deps(), { id: postId, title: "A draft to review" }, contributor),
    ).toBe(true);
    const mails = (await t().mails()).filter((m) => m.subject.includes("Submitted for review"));
    expect(mails.map((m) => m.to)).toContain("reviewing-editor@example.com");
    expect(mails.map((m) => m.to)).not.toContain("contributor@example.com");

    const query = {
      status: "review" as const,
      categoryId: null,
      search: "",
      page: 1,
      pageSize: 10,
    };
    const review = await listAdminPosts(db(), query);
    expect(review.items.map((post) => [post.title, post.submittedForReview])).toEqual([
      ["A draft to review", true],
    ]);
    await setPostPublished(testWriter(db()), postId, true, { by: null });
    expect((await listAdminPosts(db(), query)).total).toBe(0);
  });

  it("the two-factor setting sends editors and administrators without it to set it up", async () => {
    await account("guarded-editor@example.com", "editor");
    await account("guarded-author@example.com", "author");
    const cookieOf = async (email: string) => {
      const signIn = await t().service.signIn(formRequest("/auth", {}, { ip: "203.0.113.90" }), {
        email,
        password: "staff password",
      });
      return cookieFrom(signIn.ok ? signIn.setCookies : []);
    };
    const editorCookie = await cookieOf("guarded-editor@example.com");
    const authorCookie = await cookieOf("guarded-author@example.com");
    const page = (cookie: string) =>
      new Request(`${TEST_ORIGIN}/admin-hub/posts`, { headers: { cookie } });
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (thrown: unknown) => thrown,
      );

    await saveSiteSettings(testWriter(db()), {
      ...DEFAULT_SITE_SETTINGS,
      requireStaffTwoFactor: true,
    });
    try {
      const sent = (await refusal(
        requirePermission(page(editorCookie), "admin.enter", "page", t().service),
      )) as Response;
      expect(sent.status).toBe(302);
      expect(sent.headers.get("location")).toBe("/account#two-factor");
      const refused = (await refusal(
        requirePermission(page(editorCookie), "admin.enter", "data", t().service),
      )) as { init: ResponseInit };
      expect(refused.init.status).toBe(403);
      // Authors are not asked; the setting covers editors and administrators.
      const author = await requirePermission(
        page(authorCookie),
        "admin.enter",
        "page",
        t().service,
      );
      expect(author.role).toBe("author");
    } finally {
      await saveSiteSettings(testWriter(db()), DEFAULT_SITE_SETTINGS);
    }
  });
});
