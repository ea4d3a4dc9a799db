import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { cn } from "~/lib/cn";
import { NEWSLETTER_HONEYPOT, TEXT } from "~/lib/constants";
import { Button } from "./ui/button";
import { Input } from "./ui/input";
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

/** One newsletter behaviour everywhere (footer, home block, article box). */
export function NewsletterForm({
  className,
  label = "Email address",
}: {
  className?: string;
  label?: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
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
      action="/newsletter"
      className={cn("relative w-full", className)}
      noValidate={false}
    >
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots do not. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={NEWSLETTER_HONEYPOT} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="flex w-full gap-2">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <Input
          id={inputId}
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
    </fetcher.Form>
  );
}

/** The newsletter invitation card; `feature` is the large home-page block. */
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
    <section
      aria-labelledby={id}
      className={cn(
        "rounded-2xl border bg-gradient-to-br from-primary/10 via-card to-card",
        feature ? "p-8" : "p-5",
      )}
    >
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
      <NewsletterForm className={feature ? "max-w-md" : undefined} />
    </section>
  );
}
