import { articleByIdEndpoint, byCategoryEndpoint, communityPostDetailsEndpoint, topCommentsEndpoint } from "@pnyx/contract";
import { aCommunity, aCommunityPost, aCommunityPostSummary } from "@pnyx/contract/testing";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMswServer } from "../../test/msw";
import { POST_ID, article, liveTestClient, newId, popularOpinion, stubIntersectionObserver, summary } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { PnyxProvider } from "../../provider";
import { ArticleView } from "../article-view/ArticleView";
import { CommunityHeader } from "../communities/CommunityHeader";
import { CommunityList } from "../communities/CommunityList";
import { SubCategoryTiles } from "../communities/SubCategoryTiles";
import { CommunityPostCard } from "../community-posts/CommunityPostCard";
import { CommunityPostView } from "../community-posts/CommunityPostView";
import { NewsCard } from "../news-card/NewsCard";
import { NewsFeed } from "../news-feed/NewsFeed";
import { PopularOpinions } from "../popular-opinions/PopularOpinions";
import { ResponsiveImage } from "./ResponsiveImage";

const server = useMswServer();
afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

const STORED = "/uploads/0d5c9a3e-1b2f-4c6d-8e9f-0a1b2c3d4e5f.webp";
const STEM = STORED.slice(0, -".webp".length);
const srcSet = (format: "avif" | "webp", stem = STEM) => `${stem}-320.${format} 320w, ${stem}-640.${format} 640w, ${stem}-1280.${format} 1280w`;

/** What a rendered picture offers the browser. */
function pictureOf(img: HTMLImageElement) {
  const picture = img.parentElement?.tagName === "PICTURE" ? img.parentElement : null;
  const source = picture?.querySelector("source");
  return {
    picture: Boolean(picture),
    avif: source ? { type: source.getAttribute("type"), srcset: source.getAttribute("srcset"), sizes: source.getAttribute("sizes") } : null,
    src: img.getAttribute("src"),
    srcset: img.getAttribute("srcset"),
    sizes: img.getAttribute("sizes"),
    width: img.getAttribute("width"),
    height: img.getAttribute("height"),
    loading: img.getAttribute("loading"),
    decoding: img.getAttribute("decoding"),
    fetchpriority: img.getAttribute("fetchpriority"),
  };
}

const lazy = { loading: "lazy", decoding: "async", fetchpriority: null } as const;
const eager = { loading: "eager", decoding: null, fetchpriority: "high" } as const;

describe("<ResponsiveImage>", () => {
  it("offers a stored picture's copies: AVIF in a <picture>, WebP in the srcset, the original as src; lazy and sized", () => {
    const { container } = renderWithPnyx(
      <ResponsiveImage src={STORED} alt="" sizes="(min-width: 768px) 400px, 100vw" width={1280} height={720} />,
      liveTestClient().client,
    );
    expect(pictureOf(container.querySelector("img")!)).toEqual({
      picture: true,
      avif: { type: "image/avif", srcset: srcSet("avif"), sizes: "(min-width: 768px) 400px, 100vw" },
      src: STORED,
      srcset: srcSet("webp"),
      sizes: "(min-width: 768px) 400px, 100vw",
      width: "1280",
      height: "720",
      ...lazy,
    });
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it("leaves an external picture as it is, still sized and lazy", () => {
    for (const src of ["https://news.example/pic.webp", "/img/engine.jpg", `https://elsewhere.example${STORED}`, `${STEM}.png`]) {
      const { container, unmount } = renderWithPnyx(<ResponsiveImage src={src} alt="A loom" sizes="100vw" width={640} height={480} />, liveTestClient().client);
      expect(pictureOf(container.querySelector("img")!)).toEqual({
        picture: false,
        avif: null,
        src,
        srcset: null,
        sizes: null,
        width: "640",
        height: "480",
        ...lazy,
      });
      unmount();
    }
  });

  it("loads the page's main picture at once, with high priority, and preloads its AVIF copies", () => {
    const { container } = renderWithPnyx(<ResponsiveImage src={STORED} alt="" sizes="100vw" width={1280} height={720} priority />, liveTestClient().client);
    expect(pictureOf(container.querySelector("img")!)).toMatchObject({ picture: true, srcset: srcSet("webp"), ...eager });
    const preload = document.head.querySelector('link[rel="preload"]')!;
    expect({
      as: preload.getAttribute("as"),
      type: preload.getAttribute("type"),
      imagesrcset: preload.getAttribute("imagesrcset"),
      imagesizes: preload.getAttribute("imagesizes"),
      fetchpriority: preload.getAttribute("fetchpriority"),
    }).toEqual({ as: "image", type: "image/avif", imagesrcset: srcSet("avif"), imagesizes: "100vw", fetchpriority: "high" });
  });

  it("renders the same on the server, with the main picture's preload in the HTML", () => {
    const { client } = liveTestClient();
    const html = renderToString(
      <PnyxProvider client={client} toasts={false}>
        <NewsCard article={summary({ _id: newId(), image: STORED })} priority />
        <NewsCard article={summary({ _id: newId(), image: STORED })} />
      </PnyxProvider>,
    );
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${srcSet("avif")}" imageSizes="(min-width: 768px) 400px, 88px"/>`,
    );
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
    expect(html.match(/<picture/g)).toHaveLength(2);
    expect(html).toContain('loading="eager" fetchPriority="high"');
    expect(html).toContain('loading="lazy" decoding="async"');
  });
});

describe("pictures in the widgets", () => {
  it("news cards: sizes by layout, square thumbnails when compact, lazy unless the page's main picture", () => {
    const { client } = liveTestClient();
    const card = (props: Partial<Parameters<typeof NewsCard>[0]>) => {
      const { container, unmount } = renderWithPnyx(<NewsCard article={summary({ image: STORED })} {...props} />, client);
      const found = pictureOf(container.querySelector("img")!);
      unmount();
      return found;
    };
    expect(card({})).toMatchObject({ sizes: "(min-width: 768px) 400px, 88px", width: "1280", height: "720", ...lazy });
    expect(card({ layout: "large" })).toMatchObject({ sizes: "(min-width: 768px) 400px, 100vw", ...lazy });
    expect(card({ layout: "compact" })).toMatchObject({ sizes: "88px", width: "88", height: "88", ...lazy });
    expect(card({ priority: true, imageSizes: "33vw" })).toMatchObject({ picture: true, sizes: "33vw", ...eager });
    // An ingested article's picture on another site: no copies, still sized.
    const { container } = renderWithPnyx(<NewsCard article={summary({ image: "https://wire.example/a.jpg" })} />, client);
    expect(pictureOf(container.querySelector("img")!)).toMatchObject({ picture: false, srcset: null, width: "1280", height: "720", ...lazy });
  });

  it("a news feed: its first cards can have the page's main pictures", async () => {
    stubIntersectionObserver();
    server.use(
      mockEndpoint(byCategoryEndpoint, {
        articles: Array.from({ length: 3 }, (_, i) => summary({ _id: newId(), title: `Story ${i + 1}`, image: STORED })),
        page: 1,
        hasMore: false,
      }),
    );
    const { container } = renderWithPnyx(<NewsFeed category="Science" priorityCount={1} />, liveTestClient().client);
    await screen.findByRole("link", { name: "Story 3" });
    expect([...container.querySelectorAll("img")].map((img) => pictureOf(img).loading)).toEqual(["eager", "lazy", "lazy"]);
    vi.unstubAllGlobals();
  });

  it("the article view: its picture is the page's main one unless told otherwise", async () => {
    server.use(mockEndpoint(articleByIdEndpoint, article({ image: STORED })));
    const { client } = liveTestClient();
    const view = renderWithPnyx(<ArticleView id={POST_ID} onNavigate={vi.fn()} />, client);
    await screen.findByRole("heading", { level: 1 });
    expect(pictureOf(view.container.querySelector("img")!)).toMatchObject({
      picture: true,
      sizes: "(min-width: 900px) 860px, 100vw",
      width: "1280",
      height: "720",
      ...eager,
    });
    view.unmount();
    const lower = renderWithPnyx(<ArticleView id={POST_ID} onNavigate={vi.fn()} priority={false} imageSizes="50vw" />, client);
    await screen.findByRole("heading", { level: 1 });
    expect(pictureOf(lower.container.querySelector("img")!)).toMatchObject({ sizes: "50vw", ...lazy });
  });

  it("communities: the first covers of a list can be the page's main pictures; the header's is; tiles are lazy", () => {
    const { client } = liveTestClient();
    const communities = [aCommunity({ _id: "66a000000000000000000011" }), aCommunity({ _id: "66a000000000000000000012" })];
    const list = renderWithPnyx(
      <CommunityList query={{ data: { communities }, isPending: false, isError: false, refetch: () => {} }} priorityCount={1} />,
      client,
    );
    const covers = [...list.container.querySelectorAll("img")].map(pictureOf);
    const cover = { picture: true, sizes: "(min-width: 768px) 300px, 100vw", width: "1280", height: "560" };
    expect(covers).toEqual([expect.objectContaining({ ...cover, ...eager }), expect.objectContaining({ ...cover, ...lazy })]);
    list.unmount();

    const header = renderWithPnyx(<CommunityHeader community={communities[0]!} />, client);
    expect(pictureOf(header.container.querySelector("img")!)).toMatchObject({
      sizes: "(min-width: 1200px) 1200px, 100vw",
      width: "1280",
      height: "400",
      ...eager,
    });
    header.unmount();

    const tiles = renderWithPnyx(<SubCategoryTiles subCategories={communities[0]!.subCategories} />, client);
    const stem = communities[0]!.subCategories[0]!.image.slice(0, -".webp".length);
    expect(pictureOf(tiles.container.querySelector("img")!)).toMatchObject({
      avif: { type: "image/avif", srcset: srcSet("avif", stem), sizes: "(min-width: 768px) 240px, 33vw" },
      width: "640",
      height: "480",
      ...lazy,
    });
  });

  it("community posts: a lazy square thumbnail on the card, the page's main picture in the post's view", async () => {
    const { client } = liveTestClient();
    const card = renderWithPnyx(<CommunityPostCard post={aCommunityPostSummary({ image: STORED })} />, client);
    expect(pictureOf(card.container.querySelector("picture img")!)).toMatchObject({ picture: true, sizes: "88px", width: "88", height: "88", ...lazy });
    card.unmount();

    server.use(mockEndpoint(communityPostDetailsEndpoint, aCommunityPost({ image: STORED, status: "unverified" })));
    const view = renderWithPnyx(<CommunityPostView postId="67b000000000000000000001" />, client);
    await screen.findByRole("heading", { level: 1 });
    expect(pictureOf(view.container.querySelector("article img")!)).toMatchObject({
      picture: true,
      sizes: "(min-width: 900px) 860px, 100vw",
      width: "1280",
      height: "720",
      ...eager,
    });
  });

  it("popular opinions: the article's 48 px thumbnail is lazy", async () => {
    server.use(
      mockEndpoint(topCommentsEndpoint, {
        comments: [popularOpinion({ post: { _id: POST_ID, title: "Looms and engines", category: "Science", image: STORED } })],
        hasMore: false,
      }),
    );
    const { container } = renderWithPnyx(<PopularOpinions pageSize={1} />, liveTestClient().client);
    await screen.findByRole("link", { name: "Looms and engines" });
    expect(pictureOf(container.querySelector("picture img")!)).toMatchObject({ sizes: "48px", width: "48", height: "48", ...lazy });
  });
});
