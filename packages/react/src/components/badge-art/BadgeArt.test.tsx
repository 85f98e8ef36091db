import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { BadgeArt } from "./BadgeArt";
import { UnlockedArt } from "./UnlockedArt";

const ACHIEVEMENTS = [
  "Active Contributor",
  "Subject Expert",
  "Knowledge Contributor",
  "Active Commenter",
  "Lively Debater",
  "Popular Post",
  "Insightful Analyst",
  "Top Contributor",
  "Community Leader",
  "Top Community Member",
  "Mentor",
  "Century Posts",
  "Active Engager",
  "Anniversary",
];
const LEVELS = ["Bronze", "Silver", "Gold", "Platinum", "Emerald", "Ruby", "Diamond"];

/** The drawing alone: ids (per instance) and the name attribute left out, so only the shapes are compared. */
function drawing(name: string): string {
  const { container, unmount } = render(<BadgeArt name={name} />);
  const svg = container.querySelector("svg");
  expect(svg, name).not.toBeNull();
  const markup = (svg as SVGSVGElement).innerHTML.replace(/pnyx-badge[\w-]*?-(rim|face)/g, "$1");
  unmount();
  return markup;
}

describe("<BadgeArt>", () => {
  it("draws each of the 21 badges, every one different", () => {
    const drawings = [...ACHIEVEMENTS, ...LEVELS].map(drawing);
    expect(new Set(drawings).size).toBe(21);
    expect(drawings.every((d) => d.includes("<path"))).toBe(true);
  });

  it("draws an unknown name as a plain medal, without throwing", () => {
    const generic = drawing("Something New");
    expect(generic).toContain("<polygon");
    expect(drawing("Another One")).toBe(generic);
    expect(drawing("constructor")).toBe(generic);
    expect([...ACHIEVEMENTS, ...LEVELS].map(drawing)).not.toContain(generic);
  });

  it("accepts the toast's spelling 'Emrald' for Emerald", () => {
    expect(drawing("Emrald")).toBe(drawing("Emerald"));
  });

  it("is an image named by its title, or hidden when it has none", async () => {
    const { container } = render(
      <div>
        <BadgeArt name="Mentor" title="Mentor badge" />
        <BadgeArt name="Gold" />
      </div>,
    );
    const img = screen.getByRole("img", { name: "Mentor badge" });
    expect(img.querySelector("title")?.textContent).toBe("Mentor badge");
    const hidden = container.querySelector('[data-badge="Gold"]');
    expect(hidden?.getAttribute("aria-hidden")).toBe("true");
    expect(hidden?.getAttribute("role")).toBeNull();
    expect(hidden?.querySelector("title")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("gives each instance its own gradient ids, so several on a page do not clash", () => {
    const { container } = render(
      <div>
        <BadgeArt name="Mentor" />
        <BadgeArt name="Mentor" />
        <BadgeArt name="Ruby" />
        <UnlockedArt />
      </div>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((el) => el.id);
    expect(ids.length).toBeGreaterThanOrEqual(7);
    expect(new Set(ids).size).toBe(ids.length);
    // Every url(#…) points at a gradient in the same svg.
    for (const svg of container.querySelectorAll("svg")) {
      for (const ref of svg.innerHTML.matchAll(/url\(#([^)]+)\)/g)) {
        expect(svg.querySelector(`[id="${ref[1]}"]`), ref[1]).not.toBeNull();
      }
    }
  });

  it("greys out a locked badge and sizes it", () => {
    const { container } = render(<BadgeArt name="Anniversary" locked size={40} className="mine" />);
    const svg = container.querySelector("svg") as SVGSVGElement;
    expect(svg.getAttribute("width")).toBe("40");
    expect(svg.getAttribute("viewBox")).toBe("0 0 64 64");
    expect(svg.getAttribute("data-locked")).toBe("true");
    expect(svg.classList.contains("mine")).toBe(true);
    const unlocked = render(<BadgeArt name="Anniversary" />).container.querySelector("svg") as SVGSVGElement;
    expect(unlocked.getAttribute("width")).toBe("64");
    expect(svg.classList.length).toBeGreaterThan(unlocked.classList.length);
  });
});

describe("<UnlockedArt>", () => {
  it("is decorative", async () => {
    const { container } = render(<UnlockedArt size={48} />);
    const svg = container.querySelector("svg") as SVGSVGElement;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("width")).toBe("48");
    expect(await axeViolations(container)).toEqual([]);
  });
});
