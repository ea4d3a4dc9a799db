import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import { TEXT } from "~/lib/constants";
import { AuthCard, FormAlert } from "./auth-card";

/** What a token page's action answered (a redirect answers nothing). */
export type TokenOutcome = { ok: boolean; message: string };

/** The "Return to Home" button under a token page's outcome. */
export function ReturnHomeButton() {
  return (
    <Button asChild className="mt-5 w-full">
      <Link to="/">{TEXT.returnHome}</Link>
    </Button>
  );
}

/**
 * The page behind a link that carries a token (newsletter confirm and unsubscribe, email
 * verification). GET only shows a button that POSTs the token, so mail scanners and prefetchers
 * that follow links change nothing; with `autoSubmit`, a browser with JavaScript posts it at once.
 */
export function TokenConfirmPage({
  token,
  outcome,
  autoSubmit = false,
  title,
  description,
  submitLabel,
  busyLabel,
  successTitle,
  invalidTitle,
  invalidMessage,
  invalidFooter,
}: {
  token: string;
  outcome: TokenOutcome | undefined;
  autoSubmit?: boolean;
  title: string;
  description: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** The title over a successful outcome's message, which is followed by a way home. */
  successTitle?: string;
  invalidTitle: string;
  /** Shown when there is no token; a failed outcome shows its own message. */
  invalidMessage: string;
  invalidFooter?: ReactNode;
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== "idle";

  // With JavaScript the link is one click: confirm straight away, once.
  const started = useRef(false);
  useEffect(() => {
    if (!autoSubmit || started.current || !token || outcome) return;
    started.current = true;
    submit(formRef.current);
  }, [autoSubmit, token, outcome, submit]);

  if (outcome?.ok && successTitle) {
    return (
      <AuthCard title={successTitle}>
        <FormAlert kind="success">{outcome.message}</FormAlert>
        <ReturnHomeButton />
      </AuthCard>
    );
  }
  if (!token || outcome) {
    return (
      <AuthCard title={invalidTitle}>
        <FormAlert kind="error">{outcome?.message ?? invalidMessage}</FormAlert>
        {invalidFooter}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} description={description}>
      <Form method="post" ref={formRef}>
        <input type="hidden" name="token" value={token} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Form>
    </AuthCard>
  );
}
