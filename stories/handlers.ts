import { delay, http, HttpResponse } from "msw";

// Mock API answers shaped by @pnyx/contract, shared by stories and their tests.
const healthBody = (status: "ok" | "degraded", database: string) => ({
  status,
  version: "0.4.2",
  uptimeSeconds: 5321,
  database,
  time: "2026-11-22T10:00:00.000Z",
});

export const health = {
  ok: http.get("*/api/health", () => HttpResponse.json(healthBody("ok", "connected"))),
  degraded: http.get("*/api/health", () => HttpResponse.json(healthBody("degraded", "disconnected"))),
  down: http.get("*/api/health", () => HttpResponse.json({ code: "internal_error", message: "Down" }, { status: 503 })),
  slow: http.get("*/api/health", async () => {
    await delay("infinite");
    return HttpResponse.json(healthBody("ok", "connected"));
  }),
};

export const newsletter = {
  ok: http.post("*/api/user/newsletterSignup", () => HttpResponse.json({ message: "Subscribed" })),
  fails: http.post("*/api/user/newsletterSignup", () =>
    HttpResponse.json({ code: "internal_error", message: "Something went wrong on our side" }, { status: 500 }),
  ),
};

export const support = {
  ok: http.post("*/api/feedbacks/support", () => HttpResponse.json({ message: "Message sent successfully" })),
  rateLimited: http.post("*/api/feedbacks/support", () =>
    HttpResponse.json({ code: "rate_limited", message: "Too many messages: try again in a minute" }, { status: 429 }),
  ),
};
