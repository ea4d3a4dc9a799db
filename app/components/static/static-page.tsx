import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Title block of a static page. */
export function StaticPageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-10 max-w-3xl">
      {eyebrow ? (
        <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-primary">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg leading-8 text-muted-foreground">{lead}</p> : null}
      {children}
    </header>
  );
}

/** Long-form copy, styled like article bodies. */
export function Prose({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("prose-article max-w-3xl", className)}>{children}</div>;
}
