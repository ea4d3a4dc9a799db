import { describe, expect, it } from "vitest";
import { videoEmbedUrlFor } from "~/content/embed-url";

describe("videoEmbedUrlFor", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
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
  ])("refuses %s", (input) => {
    expect(videoEmbedUrlFor(input)).toBeNull();
  });
});
