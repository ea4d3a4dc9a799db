/** One on/off setting of a settings form: a checkbox with its label and a line explaining it. */
export function SettingSwitch({
  name,
  label,
  hint,
  defaultChecked,
}: {
  name: string;
  label: string;
  hint: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="mt-0.5 size-4 accent-primary"
      />
      <span>
        {label}
        <span className="block text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
