import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { cn } from "~/lib/cn";
import { TEXT } from "~/lib/constants";
import { Button } from "./ui/button";
import { Input } from "./ui/input";

interface NewsletterResult {
  ok: boolean;
  error?: string;
}

/** One newsletter behaviour everywhere (footer, home block, article box). */
export function NewsletterForm({
  className,
  label = "Email address",
}: {
  className?: string;
  label?: string;
}) {
  const fetcher = useFetcher<NewsletterResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const busy = fetcher.state !== "idle";
  const error =
    fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      toast.success(TEXT.newsletterSuccessTitle, { description: TEXT.newsletterSuccessBody });
      formRef.current?.reset();
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      className={cn("w-full", className)}
      noValidate={false}
    >
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
