import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { cn } from "~/lib/cn";
import { NEWSLETTER_HONEYPOT, TEXT } from "~/lib/constants";
import { Button } from "./ui/button";
import { Input } from "./ui/input";
import { SharedMarkup } from "./shared-markup";
import { useActionToast, type ToastWording } from "./use-action-toast";

/** The sign-up's toast: the spec's words on success; a refusal is shown under the field. */
const newsletterWording: ToastWording = (result) =>
  result.ok
    ? {
        kind: "success",
        title: TEXT.newsletterSuccessTitle,
        description: TEXT.newsletterSuccessBody,
      }
    : null;

/** Where every sign-up form posts: the `/newsletter` route's action. */
const NEWSLETTER_ACTION = "/newsletter";

interface NewsletterFormProps {
  /** The email field's id, unique on the page (the form may be rendered alone: no `useId`). */
  id: string;
  className?: string;
  label?: string;
}

/**
 * One newsletter behaviour everywhere (footer, home block, article box, the newsletter page).
 *
 * The server renders the form as the browser first shows it (idle, no message), without React
 * Router's fetcher: what `fetcher.Form` renders for this action (`<form method action
 * data-discover>`), as `<Link>` does for links. The fetcher's hooks (its state, resolving the
 * action against the matched routes) were ~6 % of an uncached article's CPU for its two forms,
 * and the server never uses them: it only answers the post. Made of data alone, the form can be
 * part of kept markup (`SharedMarkup`). The browser renders `LiveNewsletterForm` and hydrates it
 * against this markup; `tests/unit/newsletter-form.test.ts` checks they are the same.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  return import.meta.env.SSR ? (
    <NewsletterFormMarkup {...props} />
  ) : (
    <LiveNewsletterForm {...props} />
  );
}

/** The form as the server sends it. */
export function NewsletterFormMarkup({ id, className, label }: NewsletterFormProps) {
  return (
    <form
      method="post"
      action={NEWSLETTER_ACTION}
      className={cn("relative w-full", className)}
      data-discover="true"
    >
      <NewsletterFields id={id} label={label} busy={false} error={undefined} />
    </form>
  );
}

/** The form in the browser: posts through a fetcher, toasts a success, shows a refusal. */
export function LiveNewsletterForm({ id, className, label }: NewsletterFormProps) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const error =
    fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useActionToast(result, newsletterWording);
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={NEWSLETTER_ACTION}
      className={cn("relative w-full", className)}
    >
      <NewsletterFields id={id} label={label} busy={busy} error={error} />
    </fetcher.Form>
  );
}

function NewsletterFields({
  id,
  label = "Email address",
  busy,
  error,
}: {
  id: string;
  label?: string;
  busy: boolean;
  error: string | undefined;
}) {
  const errorId = `${id}-error`;
  return (
    <>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots do not. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={NEWSLETTER_HONEYPOT} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="flex w-full gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={TEXT.newsletterPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" disabled={busy}>
          {TEXT.subscribe}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The newsletter invitation card; `feature` is the large home-page block. Its markup is the same
 * on every page that shows it, so the server keeps it (`SharedMarkup`).
 */
export function NewsletterBox({
  id,
  title,
  body,
  size = "compact",
}: {
  id: string;
  title: string;
  body: string;
  size?: "feature" | "compact";
}) {
  const feature = size === "feature";
  return (
    <SharedMarkup
      as="section"
      aria-labelledby={id}
      className={cn(
        "rounded-2xl border bg-gradient-to-br from-primary/10 via-card to-card",
        feature ? "p-8" : "p-5",
      )}
      part={NewsletterBoxContent}
      inputs={{ id, title, body, feature }}
    />
  );
}

function NewsletterBoxContent({
  id,
  title,
  body,
  feature,
}: {
  id: string;
  title: string;
  body: string;
  feature: boolean;
}) {
  return (
    <>
      <h2
        id={id}
        className={cn("font-bold tracking-tight", feature ? "text-2xl" : "text-lg leading-snug")}
      >
        {title}
      </h2>
      <p
        className={cn(
          "mt-2 text-muted-foreground",
          feature ? "mb-5 max-w-xl" : "mb-4 text-sm leading-6",
        )}
      >
        {body}
      </p>
      <NewsletterForm id={`${id}-email`} className={feature ? "max-w-md" : undefined} />
    </>
  );
}
