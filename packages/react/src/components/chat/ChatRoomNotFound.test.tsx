import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { renderWithPnyx } from "../../test/render";
import { ChatRoomNotFound } from "./ChatRoomNotFound";

afterEach(() => vi.restoreAllMocks());

describe("<ChatRoomNotFound>", () => {
  it("says the room does not exist, and Go Back does what it is given", async () => {
    const onGoBack = vi.fn();
    const { container } = renderWithPnyx(<ChatRoomNotFound onGoBack={onGoBack} />, testClient().client);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Chat Room Not Found");
    expect(screen.getByText("The chat room you're looking for doesn't exist or has been removed.")).toBeDefined();
    await userEvent.click(screen.getByRole("button", { name: "Go Back" }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("goes back in the browser's history by default; heading level and texts can be changed", async () => {
    const back = vi.spyOn(history, "back").mockImplementation(() => {});
    renderWithPnyx(<ChatRoomNotFound headingLevel={2} strings={{ title: "Salon introuvable", goBack: "Retour" }} />, testClient().client);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Salon introuvable");
    await userEvent.click(screen.getByRole("button", { name: "Retour" }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
