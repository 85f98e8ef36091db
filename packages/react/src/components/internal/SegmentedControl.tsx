import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { cx } from "../../helpers/format";
import * as shared from "./shared.css";

export interface SegmentedControlProps<K extends string> {
  /** Names the group for screen readers ("Sort opinions", "Filter activity"). */
  label: string;
  options: readonly { id: K; label: string }[];
  value: K;
  onChange: (value: K) => void;
  className?: string;
  /** Added to every choice (a widget's stable part name). */
  segmentClassName?: string;
}

/** One choice out of a few, always one chosen (a react-aria ToggleButtonGroup): sort orders, filters, periods. */
export function SegmentedControl<K extends string>({ label, options, value, onChange, className, segmentClassName }: SegmentedControlProps<K>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const next = options.find((option) => keys.has(option.id));
        if (next) onChange(next.id);
      }}
      className={cx(shared.segments, className)}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className={cx(shared.segment, segmentClassName)}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
