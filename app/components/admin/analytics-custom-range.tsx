import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { AnalyticsCustomRange } from "~/analytics/types";
import { Button } from "../ui/button";
import { Input } from "../ui/input";

export interface CustomRangeError {
  message: string;
  field: "range" | "from" | "to";
}

/**
 * The Analytics screen's own period: two date inputs sent as the page's query
 * (`?range=custom&from=…&to=…`). The server checks them; its message is shown under the field
 * it is about, which then takes the focus.
 */
export function AnalyticsCustomRangeForm({
  value,
  today,
  error,
  active,
}: {
  value: Partial<AnalyticsCustomRange>;
  /** UTC, YYYY-MM-DD: the latest day a period may end. */
  today: string;
  error: CustomRangeError | null;
  active: boolean;
}) {
  const from = useRef<HTMLInputElement>(null);
  const to = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error?.field === "from") from.current?.focus();
    if (error?.field === "to") to.current?.focus();
  }, [error]);
  const errorId = "custom-range-error";
  return (
    <Form method="get" aria-label="Custom period" className="mb-6 flex flex-wrap items-end gap-3">
      <input type="hidden" name="range" value="custom" />
      <DateField
        id="custom-from"
        label="From"
        name="from"
        inputRef={from}
        defaultValue={value.from}
        max={today}
        invalid={error?.field === "from"}
        errorId={errorId}
      />
      <DateField
        id="custom-to"
        label="To"
        name="to"
        inputRef={to}
        defaultValue={value.to}
        max={today}
        invalid={error?.field === "to"}
        errorId={errorId}
      />
      <Button type="submit" variant={active ? "default" : "outline"}>
        Show period
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="basis-full text-sm text-destructive">
          {error.message}
        </p>
      ) : (
        <p className="basis-full text-xs text-muted-foreground">
          Whole days in UTC, both included; the previous period is as long and just before.
        </p>
      )}
    </Form>
  );
}

function DateField({
  id,
  label,
  name,
  inputRef,
  defaultValue,
  max,
  invalid,
  errorId,
}: {
  id: string;
  label: string;
  name: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  defaultValue: string | undefined;
  max: string;
  invalid: boolean;
  errorId: string;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        ref={inputRef}
        id={id}
        type="date"
        name={name}
        required
        max={max}
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className="w-44"
      />
    </div>
  );
}
