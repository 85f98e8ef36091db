import {
  addFeedbackEndpoint,
  feedbackEndpoint,
  feedbacksEndpoint,
  newsletterEmailsEndpoint,
  newsletterSignupEndpoint,
  sendSupportMessageEndpoint,
  supportMailEndpoint,
  supportMailsEndpoint,
} from "@pnyx/contract";
import { Elysia } from "elysia";
import { assertSelf } from "../../platform/auth";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { createFeedbackService } from "./service";

export const feedbackRoutes = (deps: EndpointDeps, service: ReturnType<typeof createFeedbackService>) =>
  new Elysia({ name: "pnyx/feedback" })
    .use(mount(deps, newsletterSignupEndpoint, ({ input, ip }) => service.newsletterSignup(input.email, ip)))
    .use(mount(deps, newsletterEmailsEndpoint, ({ input }) => service.newsletterSubscribers(input.page)))
    .use(mount(deps, sendSupportMessageEndpoint, ({ input, ip }) => service.sendSupportMessage(input, ip)))
    .use(mount(deps, supportMailsEndpoint, ({ input }) => service.supportMails(input.page)))
    .use(mount(deps, supportMailEndpoint, ({ input }) => service.supportMail(input.id)))
    .use(
      mount(deps, addFeedbackEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.username);
        return service.addFeedback(caller, input.feedbackText);
      }),
    )
    .use(mount(deps, feedbacksEndpoint, ({ input }) => service.feedbacks(input.page)))
    .use(mount(deps, feedbackEndpoint, ({ input }) => service.feedback(input.id)));
