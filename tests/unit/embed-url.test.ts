import { describe, expect, it } from "vitest";
import { embedFor, videoEmbedUrlFor } from "~/content/embed-url";

describe("videoEmbedUrlFor", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42",
    ],
    [
      "https://youtu.be/dQw4w9WgXcQ?t=1m30s",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90",
    ],
    ["https://vimeo.com/76979871#t=2m", "https://player.vimeo.com/video/76979871#t=120s"],
    [
      "https://codepen.io/alice/pen/abcDEF1",
      "https://codepen.io/alice/embed/abcDEF1?default-tab=result",
    ],
    [
      "https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=x",
      "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC",
    ],
    [
      "https://soundcloud.com/forss/flickermood",
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood",
    ],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    [
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"],
  ])("%s plays as %s", (input, expected) => {
    expect(videoEmbedUrlFor(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/embed/dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload=x',
    "https://vimeo.com/channels/staffpicks",
    "javascript:alert(1)",
    "not a url",
    "https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
    "https://codepen.io/alice/pen/abc/../../../evil",
    "https://open.spotify.com/user/alice",
    "https://soundcloud.com/forss",
    "data:text/html,<script>alert(1)</script>",
    "//www.youtube.com/watch?v=dQw4w9WgXcQ",
  ])("refuses %s", (input) => {
    expect(videoEmbedUrlFor(input)).toBeNull();
  });
});

describe("embedFor", () => {
  it("makes X posts and gists link cards, never frames", () => {
    expect(embedFor("https://twitter.com/jack/status/20?s=20")).toEqual({
      kind: "card",
      url: "https://x.com/jack/status/20",
      provider: "X",
      label: "Post by @jack on X",
    });
    expect(embedFor("https://gist.github.com/octocat/6cad326836d38bd3a7ae")).toMatchObject({
      kind: "card",
      url: "https://gist.github.com/octocat/6cad326836d38bd3a7ae",
    });
  });

  it("gives every player an accessible title", () => {
    expect(embedFor("https://youtu.be/dQw4w9WgXcQ")).toMatchObject({ title: "YouTube video" });
  });

  it("leaves other pages to bookmark cards", () => {
    expect(embedFor("https://example.com/article")).toBeNull();
    expect(embedFor("https://x.com/jack")).toBeNull();
  });
});
