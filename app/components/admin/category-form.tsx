import { useState } from "react";
import { CATEGORY_COLORS, CATEGORY_ICON_NAMES } from "~/lib/category-style";
import type { FieldErrors } from "~/lib/schemas";
import { CategoryIcon } from "../category-icon";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { Textarea } from "../ui/textarea";
import { useSlugFollower } from "./use-slug-follower";

export interface CategoryValues {
  name: string;
  slug: string;
  description: string;
  icon: string;
  color: string;
}

const selectClass = "h-10 w-full rounded-md border bg-background px-3 text-sm";

/** Name, slug (follows the name until edited), description, icon and colour with a preview. */
export function CategoryFields({
  errors,
  defaults,
}: {
  errors: FieldErrors;
  defaults?: CategoryValues;
}) {
  const { name, slug, changeName, changeSlug } = useSlugFollower(defaults);
  const [icon, setIcon] = useState(defaults?.icon ?? "hash");
  const [color, setColor] = useState(defaults?.color ?? "slate");
  return (
    <div className="grid gap-4">
      <FormField label="Name" name="name" error={errors.name}>
        <Input maxLength={60} value={name} onChange={(event) => changeName(event.target.value)} />
      </FormField>
      <FormField label="Slug" name="slug" error={errors.slug} hint="Its address: /category/slug">
        <Input maxLength={200} value={slug} onChange={(event) => changeSlug(event.target.value)} />
      </FormField>
      <FormField label="Description" name="description" error={errors.description} required={false}>
        <Textarea rows={2} maxLength={300} defaultValue={defaults?.description} />
      </FormField>
      <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
        <FormField label="Icon" name="icon" error={errors.icon}>
          <select
            className={selectClass}
            value={icon}
            onChange={(event) => setIcon(event.target.value)}
          >
            {CATEGORY_ICON_NAMES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Colour" name="color" error={errors.color}>
          <select
            className={selectClass}
            value={color}
            onChange={(event) => setColor(event.target.value)}
          >
            {CATEGORY_COLORS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </FormField>
        <CategoryIcon icon={icon} color={color} />
      </div>
    </div>
  );
}
