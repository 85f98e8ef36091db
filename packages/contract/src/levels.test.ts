import { describe, expect, it } from "vitest";
import { levelFor } from "./levels";

describe("levelFor", () => {
  it.each([
    [0, 1, "Bronze", 500],
    [499, 1, "Bronze", 500],
    [500, 2, "Silver", 1000],
    [1999, 4, "Platinum", 2000],
    [2000, 5, "Emerald", 2500],
    [2999, 6, "Ruby", 3000],
    [3000, 7, "Diamond", 3000],
    [4200, 7, "Diamond", 4200],
  ])("%i points is level %i %s with goal %i", (points, level, badge, goal) => {
    expect(levelFor(points)).toEqual({ level, badge, currentPoints: points, goalPoints: goal });
  });

  it("never reports negative points", () => {
    expect(levelFor(-5).currentPoints).toBe(0);
  });
});
