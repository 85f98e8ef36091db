import type { Meta, StoryObj } from "@storybook/react-vite";
import { PnyxTheme, vars } from "@pnyx/react";

const colorTokens = Object.entries(vars.color) as Array<[string, string]>;

/** Every colour token of the theme contract; each is a CSS variable `--pnyx-color-…`. */
function Swatches({ theme }: { theme: "light" | "dark" }) {
  return (
    <PnyxTheme theme={theme}>
      <div style={{ background: vars.color.background, padding: 16, display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))", gap: 12 }}>
        {colorTokens.map(([name, cssVar]) => (
          <figure
            key={name}
            style={{ margin: 0, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: 8, overflow: "hidden" }}
          >
            <div style={{ height: 48, background: cssVar }} />
            <figcaption style={{ padding: 8, fontSize: 12, color: vars.color.text }}>
              {name}
              <br />
              <code style={{ color: vars.color.textMuted }}>{cssVar.replace(/^var\((.*)\)$/, "$1")}</code>
            </figcaption>
          </figure>
        ))}
      </div>
    </PnyxTheme>
  );
}

const meta = {
  title: "Theme/Tokens",
  component: Swatches,
} satisfies Meta<typeof Swatches>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { args: { theme: "light" } };
export const Dark: Story = { args: { theme: "dark" } };
