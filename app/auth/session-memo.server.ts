/**
 * One session lookup per request. The root loader and the page's loader (and its guards) all
 * ask who is signed in; React Router hands them the same Request object, so the first answer is
 * kept for that Request, beside the Cookie header it was read with (decision 0022).
 *
 * An answer must never outlive a change to the account within the request: every account method
 * of the service that takes the request (sign in, sign out, a new password, two-factor…) forgets
 * it, so a guard or loader asking again after one sees the new state.
 */
export function createSessionMemo<User>() {
  const remembered = new WeakMap<Request, { cookie: string | null; user: Promise<User> }>();
  return {
    read(request: Request, lookUp: () => Promise<User>): Promise<User> {
      const cookie = request.headers.get("cookie");
      const known = remembered.get(request);
      if (known && known.cookie === cookie) return known.user;
      const user = lookUp();
      remembered.set(request, { cookie, user });
      // A failed lookup (database down) is not remembered: the next caller tries again.
      user.catch(() => {
        if (remembered.get(request)?.user === user) remembered.delete(request);
      });
      return user;
    },
    forget(request: Request): void {
      remembered.delete(request);
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any method signature
type Method = (...args: any[]) => unknown;

/**
 * The same object, each of its methods (but those named in `reads`) forgetting the remembered
 * user of every Request it was given once it has run, whether it succeeded or not. Other
 * members (values, nested objects) are kept as they are.
 */
export function forgettingAfter<T extends object>(
  methods: T,
  forget: (request: Request) => void,
  reads: readonly (keyof T)[] = [],
): T {
  const wrapped = { ...methods } as Record<string, unknown>;
  for (const [name, member] of Object.entries(methods)) {
    if (typeof member !== "function" || reads.includes(name as keyof T)) continue;
    const method = member as Method;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        // Called on the original object: a method may call another through `this`.
        return await method.apply(methods, args);
      } finally {
        for (const arg of args) if (arg instanceof Request) forget(arg);
      }
    };
  }
  return wrapped as T;
}
