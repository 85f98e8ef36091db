import { ignoredMembersEndpoint, ignoreMemberEndpoint, unignoreMemberEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../../platform/endpoint";
import type { Ignoring } from "./service";

/** Members: whom they ignore (embeds too: folding happens on publishers' pages as well). */
export const ignoringRoutes = (deps: EndpointDeps, ignoring: Ignoring) =>
  new Elysia({ name: "pnyx/moderation-ignoring" })
    .use(mount(deps, ignoredMembersEndpoint, ({ caller }) => ignoring.list(caller)))
    .use(mount(deps, ignoreMemberEndpoint, ({ input, caller }) => ignoring.ignore(caller, input.username)))
    .use(mount(deps, unignoreMemberEndpoint, ({ input, caller }) => ignoring.unignore(caller, input.username)));
