import { newsletterEmailsEndpoint, newsletterSignupEndpoint, sendSupportMessageEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { createFeedbackService } from "./service";

export const feedbackRoutes = (deps: EndpointDeps, service: ReturnType<typeof createFeedbackService>) =>
  new Elysia({ name: "pnyx/feedback" })
    .use(mount(deps, newsletterSignupEndpoint, ({ input, ip }) => service.newsletterSignup(input.email, ip)))
    .use(mount(deps, newsletterEmailsEndpoint, () => service.newsletterSubscribers()))
    .use(mount(deps, sendSupportMessageEndpoint, ({ input, ip }) => service.sendSupportMessage(input, ip)));
