/**
 * The keys of the block at the caret, shown under the toolbar: tables and code blocks keep Tab
 * and Enter for themselves, so keyboard users need to see the way out (BlockExit).
 */
export function BlockKeysHint({ block }: { block: "table" | "codeBlock" }) {
  return (
    <p className="border-b bg-muted/30 px-3 py-1 text-xs text-muted-foreground">
      {block === "table"
        ? "Tab and Shift+Tab move between cells. "
        : "Enter starts a new line of code. "}
      <kbd className="font-sans font-semibold">Ctrl+Enter</kbd> (
      <kbd className="font-sans font-semibold">⌘+Enter</kbd> on a Mac) continues below the{" "}
      {block === "table" ? "table" : "code block"}.
    </p>
  );
}
