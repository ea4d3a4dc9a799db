/** A list header's "select all on this page" box; mixed (indeterminate) when some are checked. */
export function SelectAllCheckbox({
  count,
  total,
  onChange,
}: {
  count: number;
  total: number;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="size-4 accent-primary"
      aria-label="Select all posts on this page"
      checked={total > 0 && count === total}
      ref={(element) => {
        if (element) element.indeterminate = count > 0 && count < total;
      }}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
