import {
  createPublisherEndpoint,
  deletePublisherEndpoint,
  endSecretRotationEndpoint,
  Publisher,
  publishersEndpoint,
  rotatePublisherSecretEndpoint,
  updatePublisherEndpoint,
} from "@pnyx/contract";
import { FIXTURE_TIME, aPublisher, anId } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../../test/axe";
import { adminSession, testClient } from "../../../test/fixtures";
import { useMswServer } from "../../../test/msw";
import { renderWithPnyx } from "../../../test/render";
import { PublishersAdmin } from "./PublishersAdmin";

const server = useMswServer();
const admin = () => testClient({ admin: adminSession }).client;

const paper = aPublisher({ origins: ["https://paper.example", "https://www.paper.example"] });
const gazette = aPublisher({
  _id: "67d000000000000000000002",
  name: "Gazette",
  origins: ["https://gazette.example"],
  signing: "jwks",
  jwksUrl: "https://gazette.example/.well-known/jwks.json",
  activeSecrets: 0,
});
const SECRET = "s3cr3t-shown-once-AAAAAAAAAAAAAAAAAAAAAAAAAA";

/**
 * The publishers register as the server keeps it, behind the contract's endpoints: what a mutation
 * answers is what the list then says. Returns the register and the requests it received.
 */
function serveRegister(start: Publisher[]) {
  const register = [...start];
  const received: { endpoint: string; input: unknown }[] = [];
  const find = (id: string) => register.findIndex((p) => p._id === id);
  server.use(
    mockEndpoint(publishersEndpoint, () => ({ publishers: register })),
    mockEndpoint(createPublisherEndpoint, (input) => {
      received.push({ endpoint: "create", input });
      const made = aPublisher({
        _id: anId("67d1"),
        name: input.name,
        origins: input.origins,
        signing: input.jwksUrl ? "jwks" : "secret",
        jwksUrl: input.jwksUrl ?? null,
        activeSecrets: input.jwksUrl ? 0 : 1,
      });
      register.push(made);
      return { publisher: made, secret: input.jwksUrl ? null : SECRET };
    }),
    mockEndpoint(updatePublisherEndpoint, (input) => {
      received.push({ endpoint: "update", input });
      const { id, ...changes } = input;
      // A key set's address switches the publisher to key-set signing (its secrets are dropped).
      const next = { ...register[find(id)]!, ...changes, ...(changes.jwksUrl ? { signing: "jwks" as const, activeSecrets: 0 } : {}) };
      register[find(id)] = next;
      return next;
    }),
    mockEndpoint(rotatePublisherSecretEndpoint, ({ id }) => {
      received.push({ endpoint: "rotate", input: { id } });
      const p = register[find(id)]!;
      const next = { ...p, signing: "secret" as const, jwksUrl: null, activeSecrets: p.signing === "jwks" ? 1 : 2 };
      register[find(id)] = next;
      return { publisher: next, secret: `${SECRET}-rotated` };
    }),
    mockEndpoint(endSecretRotationEndpoint, ({ id }) => {
      received.push({ endpoint: "endRotation", input: { id } });
      const next = { ...register[find(id)]!, activeSecrets: 1 };
      register[find(id)] = next;
      return next;
    }),
    mockEndpoint(deletePublisherEndpoint, ({ id }) => {
      received.push({ endpoint: "remove", input: { id } });
      register.splice(find(id), 1);
      return { message: "Publisher removed" };
    }),
  );
  return { register, received };
}

const publisherItems = () => screen.getAllByRole("listitem").filter((item) => item.hasAttribute("data-publisher-id"));
const item = (name: string) => publisherItems().find((li) => within(li).queryByRole("heading", { name }))!;

describe("<PublishersAdmin>", () => {
  it("lists each publisher's name, origins, signing and date", async () => {
    serveRegister([paper, gazette, aPublisher({ _id: "67d000000000000000000003", name: "Midweek", activeSecrets: 2 })]);
    const { container } = renderWithPnyx(<PublishersAdmin />, admin());
    expect(screen.getByText("Loading publishers…").getAttribute("role")).toBe("status");
    await screen.findByRole("heading", { level: 2, name: "The Paper" });
    expect(publisherItems().map((li) => within(li).getByRole("heading").textContent)).toEqual(["The Paper", "Gazette", "Midweek"]);

    const first = item("The Paper");
    expect(within(first).getByText("https://paper.example")).toBeTruthy();
    expect(within(first).getByText("https://www.paper.example")).toBeTruthy();
    expect(within(first).getByText("Shared secret")).toBeTruthy();
    expect(within(first).getByText("Added 22 November 2026").getAttribute("datetime")).toBe(FIXTURE_TIME);
    expect(within(item("Gazette")).getByText("Key set: https://gazette.example/.well-known/jwks.json")).toBeTruthy();
    expect(within(item("Midweek")).getByText("Shared secret (2 active: rotation under way)")).toBeTruthy();

    // End rotation only where two secrets are valid; a key-set publisher is offered a shared secret instead.
    expect(within(first).queryByRole("button", { name: /End rotation/ })).toBeNull();
    expect(within(item("Midweek")).getByRole("button", { name: "End rotation for Midweek" })).toBeTruthy();
    expect(within(item("Gazette")).getByRole("button", { name: "Use a shared secret for Gazette" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows each publisher's id and the code its pages need (snippet, single sign-on), each with a Copy button", async () => {
    serveRegister([paper, gazette]);
    const user = userEvent.setup();
    const { container } = renderWithPnyx(<PublishersAdmin pnyxOrigin="https://pnyx.example/" />, admin());
    await screen.findByRole("heading", { name: "The Paper" });
    const first = item("The Paper");
    expect(within(first).getByText(paper._id).tagName).toBe("CODE");
    expect(within(item("Gazette")).getByText(gazette._id)).toBeTruthy();
    await user.click(within(first).getByRole("button", { name: "Copy the id of The Paper" }));
    await within(first).findByText("Copied");
    expect(await navigator.clipboard.readText()).toBe(paper._id);

    // The code waits behind a button, so the list stays short.
    const toggle = within(first).getByRole("button", { name: "Embed code for The Paper" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const snippet = within(first).getByRole("group", { name: "Snippet for The Paper's pages" });
    const snippetCode = snippet.querySelector("pre code")!.textContent!;
    expect(snippetCode).toBe(
      [
        '<script src="https://pnyx.example/embed.js" async></script>',
        "",
        '<pnyx-opinions article-url="https://paper.example/2026/11/an-article" article-title="The article\'s title"></pnyx-opinions>',
        '<pnyx-count article-url="https://paper.example/2026/11/an-article"></pnyx-count>',
      ].join("\n"),
    );
    await user.click(within(snippet).getByRole("button", { name: "Copy the snippet for The Paper" }));
    await within(snippet).findByText("Copied");
    expect(await navigator.clipboard.readText()).toBe(snippetCode);

    const sso = within(first).getByRole("group", { name: "Single sign-on for The Paper (pnyxConfig)" });
    const config = sso.querySelector("pre code")!.textContent!;
    expect(config).toContain("window.pnyxConfig = {");
    expect(config).toContain(`publisher: "${paper._id}",`);
    expect(config).toMatch(/getToken: \(\) => fetch\("\/pnyx-token"\)/);
    expect(config).toMatch(/onLoginRequest: \(\) => location\.assign\(/);
    await user.click(within(sso).getByRole("button", { name: "Copy the pnyxConfig of The Paper" }));
    await within(sso).findByText("Copied");
    expect(await navigator.clipboard.readText()).toBe(config);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("makes the snippet from the page's own origin when no address is given", async () => {
    serveRegister([paper]);
    const user = userEvent.setup();
    renderWithPnyx(<PublishersAdmin />, admin());
    await screen.findByRole("heading", { name: "The Paper" });
    await user.click(screen.getByRole("button", { name: "Embed code for The Paper" }));
    const snippet = screen.getByRole("group", { name: "Snippet for The Paper's pages" });
    expect(snippet.querySelector("pre code")!.textContent).toContain(`<script src="${window.location.origin}/embed.js" async></script>`);
  });

  it("adds a publisher and shows its secret once, with a copy button", async () => {
    const { received } = serveRegister([paper]);
    const user = userEvent.setup();
    renderWithPnyx(<PublishersAdmin />, admin());
    await screen.findByRole("heading", { name: "The Paper" });
    const form = screen.getByRole("region", { name: "Add publisher" });
    await user.type(within(form).getByRole("textbox", { name: "Name" }), "Evening Post");
    await user.type(within(form).getByRole("textbox", { name: "Origins" }), "https://evening.example/{Enter}{Enter}  https://M.Evening.example:443  ");
    await user.click(within(form).getByRole("button", { name: "Add publisher" }));

    const box = await within(form).findByRole("region", { name: "Shared secret for Evening Post" });
    expect(within(box).getByText(SECRET)).toBeTruthy();
    expect(within(box).getByText("Copy it now and give it to the publisher: it will not be shown again.")).toBeTruthy();
    expect(document.activeElement).toBe(box);
    await user.click(within(box).getByRole("button", { name: "Copy secret" }));
    await within(box).findByText("Copied");
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(received).toEqual([{ endpoint: "create", input: { name: "Evening Post", origins: ["https://evening.example", "https://m.evening.example"] } }]);
    // The form is empty again; the new publisher is listed; the secret is in the box only.
    expect((within(form).getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(publisherItems()).toHaveLength(2));
    expect(within(item("Evening Post")).queryByText(SECRET)).toBeNull();
    await screen.findByText("Evening Post added");
    expect(await axeViolations(document.body)).toEqual([]);

    // Done puts it away for good.
    await user.click(within(box).getByRole("button", { name: "Done" }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it("adds a key-set publisher without a secret, and checks the fields before sending", async () => {
    const { received } = serveRegister([]);
    const user = userEvent.setup();
    renderWithPnyx(<PublishersAdmin />, admin());
    await screen.findByText("No publishers yet");
    const form = screen.getByRole("region", { name: "Add publisher" });
    await user.click(within(form).getByRole("button", { name: "Add publisher" }));
    const name = within(form).getByRole("textbox", { name: "Name" });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    await user.type(name, "Gazette");
    await user.type(within(form).getByRole("textbox", { name: "Origins" }), "https://gazette.example{Enter}gazette.example");
    await user.type(within(form).getByRole("textbox", { name: "Key set URL (JWKS)" }), "http://gazette.example/jwks.json");
    await user.click(within(form).getByRole("button", { name: "Add publisher" }));
    expect(await within(form).findByText("Line 2: Origins look like https://paper.example")).toBeTruthy();
    expect(within(form).getByText("The key set must be served over https")).toBeTruthy();
    expect(received).toEqual([]);

    const origins = within(form).getByRole("textbox", { name: "Origins" });
    await user.clear(origins);
    await user.type(origins, "https://gazette.example");
    const jwks = within(form).getByRole("textbox", { name: "Key set URL (JWKS)" });
    await user.clear(jwks);
    await user.type(jwks, "https://gazette.example/jwks.json");
    await user.click(within(form).getByRole("button", { name: "Add publisher" }));
    await screen.findByText("Key set: https://gazette.example/jwks.json");
    expect(within(form).queryByRole("region")).toBeNull();
    expect(received).toEqual([
      { endpoint: "create", input: { name: "Gazette", origins: ["https://gazette.example"], jwksUrl: "https://gazette.example/jwks.json" } },
    ]);
  });

  it("shows the server's refusal in its words (422 names the field)", async () => {
    serveRegister([paper]);
    server.use(
      mockEndpoint(createPublisherEndpoint, errorResponse(422, "invalid_input", "Invalid origins.0: Origins look like https://paper.example")),
      mockEndpoint(updatePublisherEndpoint, errorResponse(409, "conflict", "Another publisher already has https://paper.example")),
    );
    const user = userEvent.setup();
    renderWithPnyx(<PublishersAdmin />, admin());
    await screen.findByRole("heading", { name: "The Paper" });
    const form = screen.getByRole("region", { name: "Add publisher" });
    await user.type(within(form).getByRole("textbox", { name: "Name" }), "Copycat");
    await user.type(within(form).getByRole("textbox", { name: "Origins" }), "https://copy.example");
    await user.click(within(form).getByRole("button", { name: "Add publisher" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Invalid origins.0: Origins look like https://paper.example");
    // What was typed stays, to be corrected.
    expect((within(form).getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Copycat");

    await user.click(within(item("The Paper")).getByRole("button", { name: "Edit The Paper" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit The Paper" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Another publisher already has https://paper.example");
  });

  it("edits a publisher's name, origins and key set", async () => {
    const { received } = serveRegister([paper]);
    const user = userEvent.setup();
    renderWithPnyx(<PublishersAdmin />, admin());
    await user.click(await screen.findByRole("button", { name: "Edit The Paper" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit The Paper" });
    const origins = within(dialog).getByRole("textbox", { name: "Origins" }) as HTMLTextAreaElement;
    expect(origins.value).toBe("https://paper.example\nhttps://www.paper.example");
    expect(await axeViolations(document.body)).toEqual([]);
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "The Daily Paper");
    await user.clear(origins);
    await user.type(origins, "https://paper.example");
    await user.type(within(dialog).getByRole("textbox", { name: "Key set URL (JWKS)" }), "https://paper.example/jwks.json");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("The Daily Paper saved");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(item("The Daily Paper")).getByText("Key set: https://paper.example/jwks.json")).toBeTruthy();
    expect(received).toEqual([
      {
        endpoint: "update",
        input: {
          id: paper._id,
          name: "The Daily Paper",
          origins: ["https://paper.example"],
          jwksUrl: "https://paper.example/jwks.json",
          sharedThreads: false,
        },
      },
    ]);
  });

  it("lets other publishers' pages share a publisher's threads, and says so in its facts", async () => {
    const { received } = serveRegister([paper]);
    const user = userEvent.setup();
    renderWithPnyx(<PublishersAdmin />, admin());
    await screen.findByRole("heading", { name: "The Paper" });
    expect(within(item("The Paper")).getByText("Threads").nextElementSibling!.textContent).toBe("Own pages only");

    await user.click(screen.getByRole("button", { name: "Edit The Paper" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit The Paper" });
    const shared = within(dialog).getByRole("checkbox", { name: "Other publishers' pages may show and write into this publisher's threads" });
    expect((shared as HTMLInputElement).checked).toBe(false);
    expect(shared.getAttribute("aria-describedby")).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(shared);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("The Paper saved");
    await waitFor(() => expect(within(item("The Paper")).getByText("Threads").nextElementSibling!.textContent).toBe("Shared"));
    expect(received).toEqual([
      { endpoint: "update", input: { id: paper._id, name: "The Paper", origins: ["https://paper.example", "https://www.paper.example"], sharedThreads: true } },
    ]);

    // Opened again, the box starts from what was saved; unticking it sends false.
    await user.click(screen.getByRole("button", { name: "Edit The Paper" }));
    const again = await screen.findByRole("dialog", { name: "Edit The Paper" });
    const box = within(again).getByRole("checkbox", { name: /may show and write into/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await user.click(box);
    await user.click(within(again).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(item("The Paper")).getByText("Threads").nextElementSibling!.textContent).toBe("Own pages only"));
    expect(received.at(-1)).toEqual({
      endpoint: "update",
      input: { id: paper._id, name: "The Paper", origins: ["https://paper.example", "https://www.paper.example"], sharedThreads: false },
    });
  });

  it("rotates a secret after a confirmation, shows the new one once, and ends the rotation", async () => {
    const { received } = serveRegister([paper]);
    const user = userEvent.setup();
    renderWithPnyx(<PublishersAdmin />, admin());
    await user.click(await screen.findByRole("button", { name: "Rotate secret of The Paper" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Rotate the secret of The Paper?" });
    expect(within(confirm).getByText(/The current secret stays valid until you end the rotation/)).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
    // Cancel sends nothing.
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(received).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Rotate secret of The Paper" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Rotate secret" }));
    const shown = await screen.findByRole("alertdialog", { name: "Shared secret for The Paper" });
    const box = within(shown).getByRole("region", { name: "Shared secret for The Paper" });
    expect(within(box).getByText(`${SECRET}-rotated`)).toBeTruthy();
    expect(within(box).getByText(/it will not be shown again/)).toBeTruthy();
    expect(within(box).getByText(/The previous secret stays valid until you end the rotation/)).toBeTruthy();
    // A stray Escape does not lose the secret.
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    await user.click(within(box).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.queryByText(`${SECRET}-rotated`)).toBeNull();
    await screen.findByText("Shared secret (2 active: rotation under way)");

    await user.click(screen.getByRole("button", { name: "End rotation for The Paper" }));
    const end = await screen.findByRole("alertdialog", { name: "End the rotation for The Paper?" });
    await user.click(within(end).getByRole("button", { name: "End rotation" }));
    await screen.findByText("Rotation ended: only the new secret of The Paper is valid");
    await waitFor(() => expect(within(item("The Paper")).getByText("Shared secret")).toBeTruthy());
    expect(screen.queryByRole("button", { name: "End rotation for The Paper" })).toBeNull();
    expect(received).toEqual([
      { endpoint: "rotate", input: { id: paper._id } },
      { endpoint: "endRotation", input: { id: paper._id } },
    ]);
  });

  it("switches a key-set publisher to a shared secret", async () => {
    serveRegister([gazette]);
    const user = userEvent.setup();
    renderWithPnyx(<PublishersAdmin />, admin());
    await user.click(await screen.findByRole("button", { name: "Use a shared secret for Gazette" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Use a shared secret for Gazette?" });
    expect(within(confirm).getByText(/key set stops being used/)).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Use a shared secret" }));
    const box = await screen.findByRole("region", { name: "Shared secret for Gazette" });
    expect(within(box).getByText(/no longer accepted/)).toBeTruthy();
    await user.click(within(box).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(within(item("Gazette")).getByText("Shared secret")).toBeTruthy());
  });

  it("removes a publisher after saying what stays, and shows a refusal in the dialog", async () => {
    const { received } = serveRegister([paper, gazette]);
    const user = userEvent.setup();
    renderWithPnyx(<PublishersAdmin />, admin());
    await user.click(await screen.findByRole("button", { name: "Remove Gazette" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Gazette?" });
    expect(within(dialog).getByText("Its origins can no longer embed Pnyx; its readers' accounts and threads stay.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await screen.findByText("Gazette removed");
    await waitFor(() => expect(publisherItems().map((li) => within(li).getByRole("heading").textContent)).toEqual(["The Paper"]));
    expect(received).toEqual([{ endpoint: "remove", input: { id: gazette._id } }]);

    server.use(mockEndpoint(deletePublisherEndpoint, errorResponse(404, "not_found", "No such publisher")));
    await user.click(screen.getByRole("button", { name: "Remove The Paper" }));
    const again = await screen.findByRole("alertdialog", { name: "Remove The Paper?" });
    await user.click(within(again).getByRole("button", { name: "Remove" }));
    expect((await within(again).findByRole("alert")).textContent).toBe("No such publisher");
    expect(publisherItems()).toHaveLength(1);
  });

  it("says when the list cannot load, with the server's reason, and retries", async () => {
    server.use(mockEndpoint(publishersEndpoint, errorResponse(403, "forbidden", "Administrators only")));
    renderWithPnyx(<PublishersAdmin strings={{ failed: "Liste indisponible" }} />, admin());
    expect((await screen.findByRole("alert")).textContent).toBe("Liste indisponible: Administrators only");
    serveRegister([paper]);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "The Paper" });
  });
});
