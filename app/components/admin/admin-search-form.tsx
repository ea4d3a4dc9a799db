import { Form } from "react-router";
import { Button } from "../ui/button";
import { Input } from "../ui/input";

/** The search box of an admin list: a GET form, so results have an address and work without JS. */
export function AdminSearchForm({
  defaultValue,
  label,
  placeholder,
}: {
  defaultValue: string;
  label: string;
  placeholder: string;
}) {
  return (
    <Form method="get" role="search" className="flex gap-2">
      <Input
        type="search"
        name="q"
        defaultValue={defaultValue}
        aria-label={label}
        placeholder={placeholder}
        className="w-52"
      />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </Form>
  );
}
