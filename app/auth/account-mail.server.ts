import { AsyncLocalStorage } from "node:async_hooks";
import type { Writer } from "~/platform/domain-events.server";
import { queueMail, type QueuedMail } from "~/platform/mail-queue.server";
import type { Auth } from "./auth.server";

export interface AccountMail {
  /** What Better Auth's mail callbacks call (verification, password reset, existing account). */
  send(mail: QueuedMail): Promise<void>;
  /** The accounts library with every API call queueing the mail it asked for once it returns. */
  queueingAfterEachCall(auth: Auth): Auth;
}

/**
 * Account mail goes through the mail queue (decision 0027), but Better Auth asks for it from
 * inside its own work: sign-up calls `sendVerificationEmail` within the transaction that
 * creates the user, which we cannot join. Writing the job from the callback would either commit
 * it before the user exists (PostgreSQL) or wait for the connection that very transaction holds
 * (SQLite: a deadlock). So during an API call the callback only collects the mail; when the
 * call has returned (its transaction committed), the collected mail is queued, before the
 * caller answers the request. A call that fails queues nothing: its writes were rolled back.
 * Outside an API call (none today) the mail is queued at once.
 */
export function createAccountMail(writer: Writer): AccountMail {
  const collected = new AsyncLocalStorage<QueuedMail[]>();

  async function collecting<T>(call: () => Promise<T>): Promise<T> {
    const mails: QueuedMail[] = [];
    const result = await collected.run(mails, call);
    if (mails.length > 0) await queueMail(writer, ...mails);
    return result;
  }

  return {
    async send(mail) {
      const mails = collected.getStore();
      if (mails) mails.push(mail);
      else await queueMail(writer, mail);
    },
    queueingAfterEachCall(auth) {
      const api = new Proxy(auth.api, {
        get(target, name, receiver) {
          const value: unknown = Reflect.get(target, name, receiver);
          if (typeof value !== "function") return value;
          return (...args: unknown[]) =>
            collecting(() => Promise.resolve(value.apply(target, args) as unknown));
        },
      });
      return new Proxy(auth, {
        get: (target, name, receiver) =>
          name === "api" ? api : (Reflect.get(target, name, receiver) as unknown),
      });
    },
  };
}
