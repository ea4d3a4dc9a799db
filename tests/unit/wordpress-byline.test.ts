import { describe, expect, it } from "vitest";
import { postOf, type WxrIndex } from "~/transfer/wordpress/map";
import type { WxrRecord } from "~/transfer/wordpress/wxr-reader.server";
import { emptyReport } from "~/transfer/types";

const author = (login: string, name: string) =>
  [login, { sourceId: login, name, bio: null, avatarUrl: null, websiteUrl: null }] as const;

const index: WxrIndex = {
  authors: new Map([author("ada", "Ada Lovelace"), author("BobK", "Bob K")]),
  attachments: new Map(),
  postCount: 1,
};

function item(terms: WxrRecord["terms"]): WxrRecord {
  return {
    kind: "item",
    fields: {
      "wp:post_id": "7",
      title: "Together",
      "wp:status": "publish",
      "wp:post_date_gmt": "2026-01-02 10:00:00",
      "content:encoded": "<p>Text</p>",
      "dc:creator": "ada",
    },
    terms,
    meta: {},
  };
}

describe("a WordPress item's byline", () => {
  it("is dc:creator alone without co-authors-plus", () => {
    const post = postOf(item([]), index, emptyReport("wordpress", true));
    expect(post).toMatchObject({ authorSourceId: "ada", coAuthorSourceIds: [] });
  });

  it("follows co-authors-plus's author terms in order, matching logins regardless of case", () => {
    const post = postOf(
      item([
        { domain: "author", nicename: "cap-bobk", name: "bobk" },
        { domain: "author", nicename: "cap-ada", name: "ada" },
        { domain: "category", nicename: "news", name: "News" },
      ]),
      index,
      emptyReport("wordpress", true),
    );
    expect(post).toMatchObject({ authorSourceId: "BobK", coAuthorSourceIds: ["ada"] });
  });
});
