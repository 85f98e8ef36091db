import { describe, expect, it } from "vitest";
import { imageVariantSrcSet, imageVariantUrl } from "./images";

const STORED = "/uploads/0d5c9a3e-1b2f-4c6d-8e9f-0a1b2c3d4e5f.webp";

describe("responsive copies of stored pictures", () => {
  it("name a stored picture's copy by width and format", () => {
    expect(imageVariantUrl(STORED, 640, "avif")).toBe("/uploads/0d5c9a3e-1b2f-4c6d-8e9f-0a1b2c3d4e5f-640.avif");
    expect(imageVariantSrcSet(STORED, "webp")).toBe(
      "/uploads/0d5c9a3e-1b2f-4c6d-8e9f-0a1b2c3d4e5f-320.webp 320w, /uploads/0d5c9a3e-1b2f-4c6d-8e9f-0a1b2c3d4e5f-640.webp 640w, /uploads/0d5c9a3e-1b2f-4c6d-8e9f-0a1b2c3d4e5f-1280.webp 1280w",
    );
  });

  it.each([
    "https://news.example/picture.webp",
    `https://pnyx.example${STORED}`,
    "/uploads/0d5c9a3e-1b2f-4c6d-8e9f-0a1b2c3d4e5f.pdf",
    "/uploads/0d5c9a3e-1b2f-4c6d-8e9f-0a1b2c3d4e5f-640.webp",
    "/uploads/grace.png",
    `${STORED}?v=2`,
    "",
  ])("leave any other address without copies: %s", (src) => {
    expect(imageVariantUrl(src, 640, "avif")).toBeNull();
    expect(imageVariantSrcSet(src, "avif")).toBeNull();
  });
});
