import {
  createPublisherEndpoint,
  deletePublisherEndpoint,
  embedCountsEndpoint,
  embedForgetEndpoint,
  embedGrantEndpoint,
  embedRefreshEndpoint,
  embedSessionEndpoint,
  embedThreadEndpoint,
  endSecretRotationEndpoint,
  publishersEndpoint,
  rotatePublisherSecretEndpoint,
  updatePublisherEndpoint,
} from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../../platform/endpoint";
import { pageOrigin, type EmbedService } from "./embed-service";
import { grantCookie, keepGrantCookie, type EmbedGrants } from "./embed-grants";
import type { PublishersService } from "./service";

/** How long browsers and shared caches may reuse a counts answer. */
export const COUNTS_MAX_AGE_SECONDS = 30;

export const publishersRoutes = (deps: EndpointDeps, publishers: PublishersService, embed: EmbedService, grants: EmbedGrants) =>
  new Elysia({ name: "pnyx/publishers" })
    .use(mount(deps, publishersEndpoint, () => publishers.list()))
    .use(mount(deps, createPublisherEndpoint, ({ input }) => publishers.create(input)))
    .use(mount(deps, updatePublisherEndpoint, ({ input }) => publishers.update(input)))
    .use(mount(deps, rotatePublisherSecretEndpoint, ({ input }) => publishers.rotateSecret(input.id)))
    .use(mount(deps, endSecretRotationEndpoint, ({ input }) => publishers.endRotation(input.id)))
    .use(mount(deps, deletePublisherEndpoint, ({ input }) => publishers.remove(input.id)))
    .use(mount(deps, embedThreadEndpoint, ({ input, request, ip }) => embed.thread(input, pageOrigin(request), ip)))
    .use(
      mount(deps, embedCountsEndpoint, ({ input, set }) => {
        set.headers["cache-control"] = `public, max-age=${COUNTS_MAX_AGE_SECONDS}`;
        return embed.counts(input.urls);
      }),
    )
    .use(mount(deps, embedSessionEndpoint, ({ input, request, ip }) => embed.session(input, pageOrigin(request), ip)))
    .use(mount(deps, embedGrantEndpoint, ({ input, caller, request }) => grants.grant(caller, request, input.origin)))
    .use(
      mount(deps, embedRefreshEndpoint, async ({ input, request, set, ip }) => {
        const grant = input.grant ?? grantCookie(request, input.origin);
        const session = await grants.refresh(grant, input.origin, ip);
        // A grant just handed over is kept for the next page load; one that ended is forgotten.
        if (session && input.grant) set.headers["set-cookie"] = keepGrantCookie(input.origin, input.grant);
        if (!session && grant && !input.grant) set.headers["set-cookie"] = keepGrantCookie(input.origin, null);
        return { session };
      }),
    )
    .use(
      mount(deps, embedForgetEndpoint, async ({ input, request, set, ip }) => {
        await grants.forget(input.grant ?? grantCookie(request, input.origin), input.origin, ip);
        set.headers["set-cookie"] = keepGrantCookie(input.origin, null);
        return { message: "Signed out" };
      }),
    );
