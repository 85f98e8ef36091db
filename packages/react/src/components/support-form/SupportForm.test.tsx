import { sendSupportMessageEndpoint, type SupportMessageRequest } from "@pnyx/contract";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { SupportForm } from "./SupportForm";

const server = useMswServer();

const box = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

async function fill(values: { name?: string; email?: string; message?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(box("Name"), values.name);
  if (values.email) await user.type(box("Email"), values.email);
  if (values.message) await user.type(box("Message"), values.message);
  await user.click(screen.getByRole("button", { name: "Send" }));
}

describe("<SupportForm>", () => {
  it("sends name, email and message, toasts 'Message sent successfully' and empties the form", async () => {
    const sent: SupportMessageRequest[] = [];
    server.use(
      mockEndpoint(sendSupportMessageEndpoint, (message) => {
        sent.push(message);
        return { message: "Message sent successfully" };
      }),
    );
    const { container } = renderWithPnyx(<SupportForm />, testClient().client);
    expect(await axeViolations(container)).toEqual([]);
    await fill({ name: "Ada Lovelace", email: "ada@example.com", message: "The search box ignores my second word." });
    await screen.findByText("Message sent successfully");
    expect(sent).toEqual([{ name: "Ada Lovelace", email: "ada@example.com", message: "The search box ignores my second word." }]);
    expect([box("Name").value, box("Email").value, box("Message").value]).toEqual(["", "", ""]);
  });

  it("shows the contract's message under each missing field, and typing clears that one", async () => {
    let calls = 0;
    server.use(
      mockEndpoint(sendSupportMessageEndpoint, () => {
        calls++;
        return { message: "ok" };
      }),
    );
    const { container } = renderWithPnyx(<SupportForm />, testClient().client);
    await fill({ email: "ada@example.com" });
    screen.getByText("Please enter your name");
    screen.getByText("Please write a message");
    expect(box("Name").getAttribute("aria-invalid")).toBe("true");
    expect(box("Email").getAttribute("aria-invalid")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.type(box("Name"), "Ada");
    expect(screen.queryByText("Please enter your name")).toBeNull();
    screen.getByText("Please write a message");
    expect(calls).toBe(0);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    server.use(mockEndpoint(sendSupportMessageEndpoint, errorResponse(429, "rate_limited", "Too many messages: try again in a minute")));
    renderWithPnyx(<SupportForm />, testClient().client);
    await fill({ name: "Ada Lovelace", email: "ada@example.com", message: "Hello" });
    await screen.findByText("Too many messages: try again in a minute");
    expect(box("Name").value).toBe("Ada Lovelace");
    expect(box("Message").value).toBe("Hello");
  });
});
