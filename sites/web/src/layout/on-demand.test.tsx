import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "react-aria-components";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onDemand, type OnDemandOpening } from "./on-demand";

/** A control as a loaded module gives it: says how it was told to start. */
function Loaded({ defaultOpen, autoFocus }: OnDemandOpening) {
  return (
    <>
      <Button autoFocus={autoFocus}>Menu</Button>
      {defaultOpen ? <p>opened</p> : null}
    </>
  );
}

/** A load that finishes only when the test says, and counts how often it was asked for. */
function controlledLoad() {
  let finish = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof Loaded>((resolve) => {
        finish = () => resolve(Loaded);
      }),
  );
  return { load, finish: () => act(async () => finish()) };
}

const look = { className: "trigger", "aria-haspopup": "true" as const, children: "Menu" };

afterEach(() => vi.unstubAllGlobals());

describe("onDemand", () => {
  it("is its trigger alone until its code is wanted, and loads it once the browser is idle", async () => {
    let idle = () => {};
    vi.stubGlobal("requestIdleCallback", (run: () => void) => {
      idle = run;
    });
    const { load, finish } = controlledLoad();
    const Control = onDemand(load, look);
    render(<Control />);
    expect(screen.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");
    expect(load).not.toHaveBeenCalled();
    act(() => idle());
    expect(load).toHaveBeenCalledTimes(1);
    await finish();
    expect(screen.getByRole("button", { name: "Menu" }).hasAttribute("aria-expanded")).toBe(false);
    expect(screen.queryByText("opened")).toBeNull();
    expect(document.activeElement).toBe(document.body); // nothing asked for focus
  });

  it("opens once loaded when pressed before its code came", async () => {
    vi.stubGlobal("requestIdleCallback", () => {});
    const { load, finish } = controlledLoad();
    const Control = onDemand(load, look);
    render(<Control />);
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(load).toHaveBeenCalledTimes(1);
    await finish();
    expect(screen.queryByText("opened")).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Menu" }));
  });

  it("opens on ArrowDown and keeps focus on the trigger that had it", async () => {
    vi.stubGlobal("requestIdleCallback", () => {});
    const { load, finish } = controlledLoad();
    const Control = onDemand(load, look);
    render(<Control />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Menu" }));
    await userEvent.keyboard("{ArrowDown}");
    await finish();
    expect(screen.queryByText("opened")).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Menu" }));
  });

  it("does not take focus back from where the reader went while it loaded", async () => {
    vi.stubGlobal("requestIdleCallback", () => {});
    const { finish, load } = controlledLoad();
    const Control = onDemand(load, look);
    render(
      <>
        <Control />
        <Button>Elsewhere</Button>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Elsewhere" }));
    await finish();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByText("opened")).toBeNull();
  });

  it("renders the loaded control at once where its code is already there", async () => {
    vi.stubGlobal("requestIdleCallback", (run: () => void) => run());
    const { load, finish } = controlledLoad();
    const Control = onDemand(load, look);
    const first = render(<Control />);
    await finish();
    first.unmount();
    render(<Control />);
    expect(screen.getByRole("button", { name: "Menu" }).hasAttribute("aria-expanded")).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
