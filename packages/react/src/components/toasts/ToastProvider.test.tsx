import { createPnyxClient } from "@pnyx/sdk";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithPnyx } from "../../test/render";
import { useToast } from "./ToastProvider";

function Trigger({ title, tone }: { title: string; tone?: "info" | "error" }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(title, tone ? { tone } : {})}>
      go
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe("toasts", () => {
  it("shows a toast in a labelled region and closes it after 3000 ms", async () => {
    vi.useFakeTimers();
    renderWithPnyx(<Trigger title="Please enter something" />, createPnyxClient());
    fireEvent.click(screen.getByText("go"));
    screen.getByText("Please enter something");
    screen.getByRole("region");
    await act(async () => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.queryByText("Please enter something")).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText("Please enter something")).toBeNull();
  });

  it("closes on the close button and marks the tone", () => {
    renderWithPnyx(<Trigger title="Comment Reported" tone="error" />, createPnyxClient());
    fireEvent.click(screen.getByText("go"));
    const toast = screen.getByText("Comment Reported").closest("[data-tone]");
    expect(toast?.getAttribute("data-tone")).toBe("error");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Comment Reported")).toBeNull();
  });

  it("shows art before the text and tells when the toast has closed, by itself or by the reader", async () => {
    vi.useFakeTimers();
    const closed = vi.fn();
    function Rich() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.show("Unlocked!", { art: <svg data-testid="art" />, className: "mine", onClose: closed })}>
          go
        </button>
      );
    }
    renderWithPnyx(<Rich />, createPnyxClient());
    fireEvent.click(screen.getByText("go"));
    const toast = screen.getByText("Unlocked!").closest("[data-tone]");
    expect(toast?.classList.contains("mine")).toBe(true);
    expect(toast?.querySelector("[aria-hidden='true'] [data-testid='art']")).not.toBeNull();
    expect(closed).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(3100);
    });
    expect(closed).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByText("go"));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(closed).toHaveBeenCalledTimes(2);
  });
});
