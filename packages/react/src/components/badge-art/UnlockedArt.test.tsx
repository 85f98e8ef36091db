import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { UnlockedArt } from "./UnlockedArt";

const svgs = (container: HTMLElement) => [...container.querySelectorAll("svg")];

describe("<UnlockedArt>", () => {
  it("is decorative: hidden from assistive technology and never focused", async () => {
    const { container } = render(<UnlockedArt />);
    const [svg] = svgs(container);
    expect(svg!.getAttribute("aria-hidden")).toBe("true");
    expect(svg!.getAttribute("focusable")).toBe("false");
    expect(svg!.querySelector("title")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("is 64 pixels square unless sized, and takes the host's class", () => {
    const { container } = render(
      <div>
        <UnlockedArt />
        <UnlockedArt size={32} className="toast-art" />
      </div>,
    );
    const [plain, sized] = svgs(container);
    expect([plain!.getAttribute("width"), plain!.getAttribute("height")]).toEqual(["64", "64"]);
    expect([sized!.getAttribute("width"), sized!.getAttribute("height")]).toEqual(["32", "32"]);
    expect(sized!.getAttribute("viewBox")).toBe("0 0 64 64");
    expect(sized!.classList.contains("toast-art")).toBe(true);
    expect(sized!.classList.contains("pnyx-unlocked-art")).toBe(true);
  });

  it("gives each instance its own gradient, so two toasts at once each fill their padlock", () => {
    const { container } = render(
      <div>
        <UnlockedArt />
        <UnlockedArt />
      </div>,
    );
    const fills = svgs(container).map((svg) => {
      const id = svg.querySelector("linearGradient")!.id;
      expect(svg.querySelector("rect")!.getAttribute("fill")).toBe(`url(#${id})`);
      return id;
    });
    expect(new Set(fills).size).toBe(2);
  });
});
