import { useState } from "react";
import { cn } from "~/lib/cn";
import { initials } from "~/lib/format";

/**
 * A round avatar with the spec's fallback: the first two letters of the name, or '??'. The
 * initials sit under the picture, so they show while it loads and if it fails to.
 */
export function Avatar({
  name,
  src,
  className,
}: {
  name: string | null | undefined;
  src: string | null | undefined;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const picture = src && src !== failedSrc ? src : null;
  return (
    <span className={cn("relative flex size-10 shrink-0 overflow-hidden rounded-full", className)}>
      <span
        aria-hidden={picture ? true : undefined}
        className="flex size-full items-center justify-center rounded-full bg-primary/15 text-[0.8em] font-semibold text-primary"
      >
        {initials(name)}
      </span>
      {picture ? (
        <img
          src={picture}
          alt={name ?? ""}
          className="absolute inset-0 aspect-square size-full object-cover"
          onError={() => setFailedSrc(picture)}
        />
      ) : null}
    </span>
  );
}
