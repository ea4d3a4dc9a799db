import { ArrowDownIcon } from "~/components/icons/arrow-down";
import { ArrowUpIcon } from "~/components/icons/arrow-up";
import { useFetcher } from "react-router";
import { CategoryIcon } from "../category-icon";
import { Button } from "../ui/button";
import {
  DeleteCategoryDialog,
  EditCategoryDialog,
  useCategoryDeletionToast,
  type CategoryView,
} from "./category-dialogs";

/** The categories in their order, each with its move, edit and delete buttons. */
export function CategoryList({ categories }: { categories: CategoryView[] }) {
  useCategoryDeletionToast();
  return (
    <ul className="divide-y rounded-xl border">
      {categories.map((category, index) => (
        <li key={category.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
          <CategoryIcon icon={category.icon} color={category.color} />
          <div className="min-w-40 flex-1">
            <p className="font-semibold">{category.name}</p>
            <p className="break-all text-sm text-muted-foreground">
              /category/{category.slug} · {category.postCount} post
              {category.postCount === 1 ? "" : "s"}
            </p>
          </div>
          <div className="ml-auto flex items-center gap-1">
            <MoveButton category={category} direction="up" disabled={index === 0} />
            <MoveButton
              category={category}
              direction="down"
              disabled={index === categories.length - 1}
            />
            <EditCategoryDialog category={category} />
            <DeleteCategoryDialog
              category={category}
              others={categories.filter((other) => other.id !== category.id)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function MoveButton({
  category,
  direction,
  disabled,
}: {
  category: CategoryView;
  direction: "up" | "down";
  disabled: boolean;
}) {
  const fetcher = useFetcher();
  const Icon = direction === "up" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={category.id} />
      <Button
        type="submit"
        name="intent"
        value={direction}
        variant="ghost"
        size="icon"
        disabled={disabled || fetcher.state !== "idle"}
        aria-label={`Move ${category.name} ${direction}`}
      >
        <Icon aria-hidden="true" />
      </Button>
    </fetcher.Form>
  );
}
