import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { Avatar } from "./Avatar";
import * as styles from "./Avatar.css";

describe("<Avatar>", () => {
  it("shows the picture, named by its alt text, at the size asked for, and reports a picture that fails", async () => {
    const onError = vi.fn();
    const { container } = render(<Avatar src="/uploads/grace.png" name="grace" alt="grace's profile picture" size="lg" className="mine" onError={onError} />);
    const img = screen.getByRole("img", { name: "grace's profile picture" });
    expect(img.tagName).toBe("IMG");
    expect(img.getAttribute("src")).toBe("/uploads/grace.png");
    expect(img.className).toBe(`${styles.size.lg} mine`);
    expect(await axeViolations(container)).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    fireEvent.error(img);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("draws the name's initial without a picture, still an image named by its alt text", async () => {
    const { container } = render(<Avatar src={null} name=" hedy" alt="hedy's profile picture" />);
    const avatar = screen.getByRole("img", { name: "hedy's profile picture" });
    expect(avatar.tagName).toBe("SPAN");
    expect(avatar.textContent).toBe("H");
    // The letter itself is not read out: the image's name says whose it is.
    expect(avatar.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
    expect(avatar.className).toBe(styles.size.md);
    expect(container.querySelector("img")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("is hidden from assistive technology when decorative, and draws '?' for a blank name", async () => {
    const { container } = render(
      <div>
        <Avatar src="" name="   " alt="" size="xs" />
        <Avatar src="/uploads/ada.png" name="ada" alt="" />
      </div>,
    );
    expect(screen.queryAllByRole("img")).toEqual([]);
    const drawn = container.querySelector("[data-default-avatar]") as HTMLElement;
    expect(drawn.textContent).toBe("?");
    expect(drawn.getAttribute("aria-hidden")).toBe("true");
    expect(drawn.className).toBe(styles.size.xs);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(await axeViolations(container)).toEqual([]);
  });
});
