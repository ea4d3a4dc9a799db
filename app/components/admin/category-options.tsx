/**
 * The options of a category select: a first, empty choice (`none`: "Uncategorized", "All
 * categories") and the site's categories in menu order.
 */
export function CategoryOptions({
  categories,
  none,
}: {
  categories: readonly { id: string; name: string }[];
  none: string;
}) {
  return (
    <>
      <option value="">{none}</option>
      {categories.map((category) => (
        <option key={category.id} value={category.id}>
          {category.name}
        </option>
      ))}
    </>
  );
}
