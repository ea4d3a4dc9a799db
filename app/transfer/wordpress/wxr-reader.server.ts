import type { Readable } from "node:stream";
import type sax from "sax";
import { lazyRequire } from "~/platform/lazy-require.server";
import { ImportFormatError } from "../errors";

/** The XML parser, loaded by the first import rather than at every server start (decision 0020). */
const saxParser = lazyRequire<typeof sax>("sax");

/** One field value or a list of them (an item has several `category` and `wp:postmeta`). */
export interface WxrTerm {
  domain: string;
  nicename: string;
  name: string;
}

export interface WxrRecord {
  kind: "author" | "category" | "tag" | "item";
  /** Child elements by canonical name (`wp:post_id`, `content:encoded`, `title`, …). */
  fields: Record<string, string>;
  /** An item's `<category domain=… nicename=…>` terms. */
  terms: WxrTerm[];
  /** An item's `wp:postmeta` pairs. */
  meta: Record<string, string>;
}

export interface WxrChannel {
  wxrVersion: string;
  baseSiteUrl: string;
  baseBlogUrl: string;
  title: string;
}

export type WxrEvent =
  { type: "channel"; channel: WxrChannel } | { type: "record"; record: WxrRecord };

/** Longest single field accepted (a post's content); larger is not a WordPress export. */
const MAX_FIELD_CHARS = 16 * 1024 * 1024;

const NAMESPACE_PREFIXES: [RegExp, string][] = [
  [/^https?:\/\/wordpress\.org\/export\/1\.\d+\/excerpt\/?$/, "excerpt"],
  [/^https?:\/\/wordpress\.org\/export\/1\.\d+\/?$/, "wp"],
  [/^https?:\/\/purl\.org\/rss\/1\.0\/modules\/content\/?$/, "content"],
  [/^https?:\/\/purl\.org\/dc\/elements\/1\.1\/?$/, "dc"],
];

function canonicalName(node: sax.QualifiedTag): string {
  if (!node.uri) return node.local;
  const known = NAMESPACE_PREFIXES.find(([pattern]) => pattern.test(node.uri));
  return `${known ? known[1] : node.prefix || "x"}:${node.local}`;
}

const CHANNEL_RECORDS: Record<string, WxrRecord["kind"]> = {
  "wp:author": "author",
  "wp:category": "category",
  "wp:tag": "tag",
  item: "item",
};

/** Reads the entity-free, DOCTYPE-free XML of a WordPress export, one record at a time. */
export async function* readWxr(input: Readable): AsyncGenerator<WxrEvent> {
  const parser = saxParser().parser(true, { xmlns: true, trim: false, normalize: false });
  const pending: WxrEvent[] = [];
  const stack: string[] = [];
  const channel: WxrChannel = { wxrVersion: "", baseSiteUrl: "", baseBlogUrl: "", title: "" };
  let channelSent = false;
  let record: WxrRecord | null = null;
  let text = "";
  let term: { domain: string; nicename: string } | null = null;
  let metaKey = "";
  let failure: ImportFormatError | null = null;

  const fail = (message: string) => {
    failure ??= new ImportFormatError(message);
  };
  const sendChannel = () => {
    if (channelSent) return;
    channelSent = true;
    pending.push({ type: "channel", channel: { ...channel } });
  };

  parser.ondoctype = () =>
    fail(
      "The file declares a DOCTYPE (entity declarations or external entities). WordPress exports never do; the file was refused.",
    );
  parser.onopentag = (node) => {
    const tag = node as sax.QualifiedTag;
    const name = canonicalName(tag);
    if (stack.length === 0) {
      const declaresWordPress = Object.values(tag.ns ?? {}).some((uri) =>
        /^https?:\/\/wordpress\.org\/export\/1\.\d+\/?$/.test(uri),
      );
      if (name !== "rss" || !declaresWordPress) {
        fail("This is not a WordPress export (WXR): the file is XML but not from Tools → Export.");
      }
    }
    const parent = stack[stack.length - 1];
    stack.push(name);
    text = "";
    if (parent === "channel" && CHANNEL_RECORDS[name]) {
      sendChannel();
      record = { kind: CHANNEL_RECORDS[name], fields: {}, terms: [], meta: {} };
    } else if (record?.kind === "item" && parent === "item" && name === "category") {
      const attribute = (key: string) => String(tag.attributes[key]?.value ?? "");
      term = { domain: attribute("domain"), nicename: attribute("nicename") };
    }
  };
  const appendText = (chunk: string) => {
    if (!record && stack[stack.length - 2] !== "channel") return;
    text += chunk;
    if (text.length > MAX_FIELD_CHARS) fail("A field of the export is larger than 16 MB.");
  };
  parser.ontext = appendText;
  parser.oncdata = appendText;
  parser.onclosetag = () => {
    const name = stack.pop()!;
    const parent = stack[stack.length - 1];
    if (record && parent === "channel" && CHANNEL_RECORDS[name]) {
      pending.push({ type: "record", record });
      record = null;
    } else if (record && term && name === "category") {
      record.terms.push({ ...term, name: text.trim() });
      term = null;
    } else if (record && parent === "wp:postmeta") {
      if (name === "wp:meta_key") metaKey = text.trim();
      if (name === "wp:meta_value" && metaKey) record.meta[metaKey] = text;
    } else if (record && (parent === "item" || parent === CHANNEL_KEY[record.kind])) {
      record.fields[name] = text;
    } else if (!record && parent === "channel") {
      if (name === "wp:wxr_version") channel.wxrVersion = text.trim();
      if (name === "wp:base_site_url") channel.baseSiteUrl = text.trim();
      if (name === "wp:base_blog_url") channel.baseBlogUrl = text.trim();
      if (name === "title") channel.title = text.trim();
    }
    text = "";
  };
  parser.onerror = (error) => {
    fail(`The file is not well-formed XML (${error.message.split("\n")[0]}).`);
  };

  input.setEncoding("utf8");
  for await (const chunk of input) {
    try {
      parser.write(chunk as string);
    } catch {
      // sax refuses further input after an error; onerror has recorded the message.
    }
    if (failure) throw failure;
    yield* pending.splice(0);
  }
  if (stack.length > 0) fail("The file ends early: it looks truncated. Export it again.");
  if (!failure && !channelSent && stack.length === 0 && channel.wxrVersion === "") {
    fail("This is not a WordPress export (WXR): it has no channel.");
  }
  if (failure) throw failure;
  parser.close();
  sendChannel();
  yield* pending.splice(0);
}

/** The element whose direct children are a channel record's fields. */
const CHANNEL_KEY: Record<WxrRecord["kind"], string> = {
  author: "wp:author",
  category: "wp:category",
  tag: "wp:tag",
  item: "item",
};
