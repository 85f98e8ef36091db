import {
  Publisher,
  createPublisherEndpoint,
  deletePublisherEndpoint,
  endSecretRotationEndpoint,
  publishersEndpoint,
  rotatePublisherSecretEndpoint,
  updatePublisherEndpoint,
} from "@pnyx/contract";
import { aPublisher, anId } from "@pnyx/contract/testing";
import { errorResponse as fail, mockEndpoint } from "@pnyx/sdk/testing";
import { delay } from "msw";
import { DOWN, hang } from "./handlers";

// Mock answers for the administrators' Publishers screen, from the contract's endpoints. The register
// is kept as the server keeps it, so what a change answers is what the list says next.

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const storyPublishers: Publisher[] = [
  aPublisher({ origins: ["https://paper.example", "https://www.paper.example"], createdAt: ago(40) }),
  aPublisher({
    _id: "67d000000000000000000002",
    name: "Gazette",
    origins: ["https://gazette.example"],
    signing: "jwks",
    jwksUrl: "https://gazette.example/.well-known/jwks.json",
    activeSecrets: 0,
    createdAt: ago(12),
  }),
  aPublisher({ _id: "67d000000000000000000003", name: "Midweek Review", origins: ["https://midweek.example"], activeSecrets: 2, createdAt: ago(2) }),
];

const LONG_NAME = "The Extraordinarily Long-Named Regional Evening Chronicle and Weekly Advertiser";
export const longPublishers: Publisher[] = [
  aPublisher({
    name: LONG_NAME,
    origins: ["https://news.extraordinarily-long-regional-evening-chronicle-and-weekly-advertiser.example", "http://localhost:5173"],
    signing: "jwks",
    jwksUrl: "https://keys.extraordinarily-long-regional-evening-chronicle-and-weekly-advertiser.example/.well-known/jwks.json",
    activeSecrets: 0,
    createdAt: ago(40),
  }),
];

/** A secret as the server makes them: 43 url-safe characters. */
const madeSecret = () => `${anId("5ec")}${"Xq7_-Lm2".repeat(3)}`.slice(0, 43);

export const publishers = {
  /** Every endpoint, over a register that starts as `start`; changes answer after a moment, so the pending texts show. */
  register: (start: Publisher[] = storyPublishers) => {
    let list = structuredClone(start);
    const put = (next: Publisher) => {
      list = list.map((p) => (p._id === next._id ? next : p));
      return next;
    };
    const one = (id: string) => list.find((p) => p._id === id)!;
    return [
      mockEndpoint(publishersEndpoint, () => ({ publishers: list })),
      mockEndpoint(createPublisherEndpoint, async ({ name, origins, jwksUrl }) => {
        await delay(300);
        const made = aPublisher({
          _id: anId("67d1"),
          name,
          origins,
          signing: jwksUrl ? "jwks" : "secret",
          jwksUrl: jwksUrl ?? null,
          activeSecrets: jwksUrl ? 0 : 1,
          createdAt: new Date().toISOString(),
        });
        list = [...list, made];
        return { publisher: made, secret: jwksUrl ? null : madeSecret() };
      }),
      mockEndpoint(updatePublisherEndpoint, ({ id, ...changes }) =>
        put({ ...one(id), ...changes, ...(changes.jwksUrl ? { signing: "jwks" as const, activeSecrets: 0 } : {}) }),
      ),
      mockEndpoint(rotatePublisherSecretEndpoint, async ({ id }) => {
        await delay(300);
        const p = one(id);
        return { publisher: put({ ...p, signing: "secret", jwksUrl: null, activeSecrets: p.signing === "jwks" ? 1 : 2 }), secret: madeSecret() };
      }),
      mockEndpoint(endSecretRotationEndpoint, ({ id }) => put({ ...one(id), activeSecrets: 1 })),
      mockEndpoint(deletePublisherEndpoint, ({ id }) => {
        list = list.filter((p) => p._id !== id);
        return { message: "Publisher removed" };
      }),
    ];
  },
  /** The server refuses a new publisher's origin (422 names the field). */
  createRefused: mockEndpoint(createPublisherEndpoint, fail(422, "invalid_input", "Invalid origins.0: Origins look like https://paper.example")),
  slow: mockEndpoint(publishersEndpoint, hang),
  down: mockEndpoint(publishersEndpoint, fail(503, "internal_error", DOWN)),
};
