import { newsletterSignupEndpoint } from "@pnyx/contract";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { NewsletterForm } from "./NewsletterForm";

const server = useMswServer();

const emailBox = () => screen.getByRole("textbox", { name: "Email address" }) as HTMLInputElement;

describe("<NewsletterForm>", () => {
  it("subscribes the address typed, trimmed and lower-cased, toasts it and empties the box", async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(newsletterSignupEndpoint, async (_input, { request }) => {
        sent.push(await request.json());
        return { message: "Subscribed" };
      }),
    );
    const { container } = renderWithPnyx(<NewsletterForm />, testClient().client);
    screen.getByRole("heading", { level: 2, name: "Newsletter" });
    screen.getByText("The week's most debated stories, in your inbox.");
    expect(emailBox().getAttribute("placeholder")).toBe("you@example.com");
    expect(await axeViolations(container)).toEqual([]);

    const user = userEvent.setup();
    await user.type(emailBox(), "  Ada@Example.com ");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await screen.findByText("Subscribed to newsletter : ada@example.com");
    expect(sent).toEqual([{ email: "ada@example.com" }]);
    expect(emailBox().value).toBe("");
  });

  it("asks for an email when the box is empty, without calling the server", async () => {
    let calls = 0;
    server.use(
      mockEndpoint(newsletterSignupEndpoint, () => {
        calls++;
        return { message: "Subscribed" };
      }),
    );
    renderWithPnyx(<NewsletterForm />, testClient().client);
    const user = userEvent.setup();
    await user.type(emailBox(), "   ");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await screen.findByText("Please enter an email");
    expect(calls).toBe(0);
  });

  it("says the signup failed and keeps the address", async () => {
    server.use(mockEndpoint(newsletterSignupEndpoint, errorResponse(500, "internal_error", "Down")));
    renderWithPnyx(<NewsletterForm strings={{ submit: "S'abonner" }} />, testClient().client);
    const user = userEvent.setup();
    await user.type(emailBox(), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "S'abonner" }));
    await screen.findByText("Error subscribing to newsletter");
    expect(emailBox().value).toBe("ada@example.com");
  });
});
