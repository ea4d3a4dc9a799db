import { expect, it } from "vitest";
import { getAdminPost } from "~/content/posts.server";
import { createPostFromEditor, setPostPublished, updatePost } from "~/content/post-commands.server";
import { PostConflictError } from "~/content/post-errors";
import { readContentVersion } from "~/cache/content-version.server";
import {
  diffRevisionWithCurrent,
  listRevisions,
  newerAutosave,
  restoreRevision,
  saveAutosave,
} from "~/content/revisions.server";
import { postFormSchema } from "~/lib/schemas";
import { describeEachEngine, insertTestUser } from "../helpers/database";
import { testWriter } from "../helpers/writer";

const WRITER = { id: "writer-1", name: "Wren Writer", email: "wren@techpulse.test" };
const EDITOR = { id: "editor-1", name: "Eddie Editor", email: "eddie@techpulse.test" };

const form = (fields: { title: string; content: string; slug: string; excerpt?: string }) =>
  postFormSchema.parse({ excerpt: "", published: false, categoryId: "", ...fields });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachEngine(
  "revisions, the edit conflict and autosave",
  ({ db }) => {
    it("every save keeps a revision with its author; restoring one is a revision of its own", async () => {
      const slug = `revised-${Date.now()}`;
      const id = await createPostFromEditor(
        testWriter(db()),
        form({ title: "First title", content: "<p>First words.</p>", slug }),
        WRITER.id,
      );
      await sleep(5);
      await updatePost(
        testWriter(db()),
        id,
        form({ title: "Second title", content: "<p>Second words.</p>", slug }),
        [],
        { editorId: EDITOR.id },
      );
      const revisions = await listRevisions(db(), id);
      expect(revisions.map((r) => [r.kind, r.authorName])).toEqual([
        ["save", EDITOR.name],
        ["save", WRITER.name],
      ]);

      const first = revisions[1]!.id;
      const diff = await diffRevisionWithCurrent(db(), id, first);
      expect(diff!.map((field) => field.field)).toEqual(["Title", "Content"]);
      expect(diff![0]!.segments).toEqual([
        { kind: "removed", text: "Second" },
        { kind: "added", text: "First" },
        { kind: "same", text: " title" },
      ]);

      await setPostPublished(testWriter(db()), id, true, { by: null });
      await sleep(5);
      expect(await restoreRevision(testWriter(db()), id, first, EDITOR.id)).toBe(true);
      const restored = await getAdminPost(db(), id);
      expect(restored).toMatchObject({ title: "First title", published: true });
      expect(restored!.content).toBe("<p>First words.</p>");
      expect((await listRevisions(db(), id)).map((r) => r.kind)).toEqual([
        "restore",
        "save",
        "save",
      ]);
      // A revision of another post, or none, restores nothing.
      expect(await restoreRevision(testWriter(db()), id, "no-such-revision", EDITOR.id)).toBe(
        false,
      );
    });

    it("a save from an editor opened before another save is refused with the stored text, overwriting nothing", async () => {
      const slug = `contested-${Date.now()}`;
      const id = await createPostFromEditor(
        testWriter(db()),
        form({ title: "Shared draft", content: "<p>Start.</p>", slug }),
        WRITER.id,
      );
      const opened = (await getAdminPost(db(), id))!.updatedAt;
      await sleep(5);
      await updatePost(
        testWriter(db()),
        id,
        form({ title: "Shared draft", content: "<p>The editor's version.</p>", slug }),
        [],
        { editorId: EDITOR.id, baseUpdatedAt: opened },
      );

      const stale = updatePost(
        testWriter(db()),
        id,
        form({ title: "Shared draft", content: "<p>The writer's version.</p>", slug }),
        [],
        { editorId: WRITER.id, baseUpdatedAt: opened },
      );
      await expect(stale).rejects.toBeInstanceOf(PostConflictError);
      const conflict = (await stale.catch(
        (error: PostConflictError) => error,
      )) as PostConflictError;
      expect(conflict.current.content).toBe("<p>The editor's version.</p>");
      expect((await getAdminPost(db(), id))!.content).toBe("<p>The editor's version.</p>");

      // Saving anyway names the version it overwrites.
      await updatePost(
        testWriter(db()),
        id,
        form({ title: "Shared draft", content: "<p>The writer's version.</p>", slug }),
        [],
        { editorId: WRITER.id, baseUpdatedAt: conflict.current.updatedAt },
      );
      expect((await getAdminPost(db(), id))!.content).toBe("<p>The writer's version.</p>");
    });

    it("an autosave keeps the open editor's text without touching the post or the page cache, until a save supersedes it", async () => {
      const slug = `autosaved-${Date.now()}`;
      const id = await createPostFromEditor(
        testWriter(db()),
        form({ title: "Autosaved", content: "<p>Saved text.</p>", slug }),
        WRITER.id,
      );
      const before = (await getAdminPost(db(), id))!;
      const version = await readContentVersion(db());
      await sleep(5);
      await saveAutosave(db(), id, WRITER.id, {
        title: "Autosaved",
        excerpt: "",
        content: "<p>Typed but not saved.</p><script>alert(1)</script>",
      });
      await saveAutosave(db(), id, WRITER.id, {
        title: "Autosaved",
        excerpt: "",
        content: "<p>Typed but not saved, twice.</p>",
      });
      expect(await getAdminPost(db(), id)).toEqual(before);
      expect(await readContentVersion(db())).toBe(version);

      const offered = await newerAutosave(db(), id, WRITER.id, before);
      expect(offered).toMatchObject({ content: "<p>Typed but not saved, twice.</p>" });
      // One autosave per person: the other person has none; none shows among the revisions.
      expect(await newerAutosave(db(), id, EDITOR.id, before)).toBeNull();
      expect((await listRevisions(db(), id)).map((r) => r.kind)).toEqual(["save"]);

      await updatePost(
        testWriter(db()),
        id,
        form({ title: "Autosaved", content: "<p>Typed, then saved.</p>", slug }),
        [],
        { editorId: WRITER.id },
      );
      const after = (await getAdminPost(db(), id))!;
      expect(await newerAutosave(db(), id, WRITER.id, after)).toBeNull();
    });
  },
  async (db) => {
    for (const person of [WRITER, EDITOR]) {
      await insertTestUser(db, person);
      await db.insertInto("profiles").values({ id: person.id, full_name: person.name }).execute();
    }
  },
);
