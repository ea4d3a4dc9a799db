import { useEffect } from "react";
import { useBlocker } from "react-router";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";

/**
 * Warns before the editor leaves a form with changes it has not saved: the browser's own prompt
 * when the tab is closed or reloaded, and a dialog for links inside the site. `dirty` comes from
 * the form's own change tracking (useAutosave): a successful save remounts the form, clean.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // Saving posts to the same page; only leaving it is blocked.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  return (
    <Dialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => (open ? null : blocker.reset?.())}
    >
      <DialogContent>
        <DialogTitle>Leave without saving?</DialogTitle>
        <DialogDescription>
          Your changes to this post have not been saved. If you leave now they are lost.
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => blocker.reset?.()}>
            Stay and keep editing
          </Button>
          <Button type="button" variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
