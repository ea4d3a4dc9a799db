import { cloneElement, useId, type ReactElement, type ReactNode } from "react";
import { Label } from "./label";

/** A labelled control with its error (and optional hint) wired up through aria-describedby. */
export function FormField({
  label,
  name,
  error,
  hint,
  required = true,
  labelAside,
  children,
}: {
  label: string;
  name: string;
  error: string | undefined;
  hint?: string;
  required?: boolean;
  /** Shown at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  children: ReactElement<React.InputHTMLAttributes<HTMLElement>>;
}) {
  const id = `field-${name}${useId().replace(/[:«»]/g, "")}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  const control = cloneElement(children, {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  });
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
