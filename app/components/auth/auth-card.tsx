import type { ReactNode } from "react";
import { CheckCircle2Icon } from "~/components/icons/check-circle-2";
import { CircleAlertIcon } from "~/components/icons/circle-alert";
import { cn } from "~/lib/cn";

/** The centred card every account screen uses. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="mt-2 text-sm text-muted-foreground">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? (
        <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
      ) : null}
    </section>
  );
}

/** An outcome shown inside a card: errors are announced at once, successes politely. */
export function FormAlert({
  kind,
  children,
  className,
}: {
  kind: "error" | "success";
  children: ReactNode;
  className?: string;
}) {
  const Icon = kind === "error" ? CircleAlertIcon : CheckCircle2Icon;
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-lg border p-3 text-sm",
        kind === "error"
          ? "border-destructive/40 bg-destructive/10 text-destructive dark:text-red-300"
          : "border-emerald-600/30 bg-emerald-50 text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-500/10 dark:text-emerald-200",
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
