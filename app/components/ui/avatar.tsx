import { Avatar as AvatarPrimitive } from "radix-ui";
import { cn } from "~/lib/cn";
import { initials } from "~/lib/format";

/** A round avatar with the spec's fallback: the first two letters of the name, or '??'. */
export function Avatar({
  name,
  src,
  className,
}: {
  name: string | null | undefined;
  src: string | null | undefined;
  className?: string;
}) {
  return (
    <AvatarPrimitive.Root
      className={cn("relative flex size-10 shrink-0 overflow-hidden rounded-full", className)}
    >
      {src ? (
        <AvatarPrimitive.Image
          src={src}
          alt={name ?? ""}
          className="aspect-square size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 300 : 0}
        className="flex size-full items-center justify-center rounded-full bg-primary/15 text-[0.8em] font-semibold text-primary"
      >
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
