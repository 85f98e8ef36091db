import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { Button, type ButtonProps } from "react-aria-components";

/**
 * What a control loaded on demand is told when it takes its trigger's place: open at once (it was
 * pressed before its code came) and focus its trigger (the trigger had focus).
 */
export interface OnDemandOpening {
  defaultOpen?: boolean;
  autoFocus?: boolean;
}

/** The trigger as it looks before its control's code is there: the same button, class and label. */
export type TriggerLook = Pick<ButtonProps, "className" | "aria-label" | "aria-haspopup"> & { children: ReactNode };

type Wanted = "nothing" | "focus" | "open";

/**
 * A top-bar control whose overlay (a menu, the mobile drawer) loads its code apart from the page,
 * so a phone's first load leaves it out. Until the code is there, on the server and in the browser
 * alike, the control is its trigger alone: hovering or focusing it starts the load, and a press or
 * ArrowDown loads and then opens. The code also loads once the browser is idle. Then the real
 * control takes the trigger's place, opened if it was asked to, with focus where it was.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P & OnDemandOpening>>, look: TriggerLook) {
  let loaded: ComponentType<P & OnDemandOpening> | null = null;
  let loading: Promise<void> | null = null;
  const start = () =>
    (loading ??= load().then((control) => {
      loaded = control;
    }));

  function OnDemandControl(props: P) {
    const trigger = useRef<HTMLButtonElement>(null);
    const wanted = useRef<Wanted>("nothing");
    const mounted = useRef(false);
    const [swap, setSwap] = useState<{ open: boolean; focus: boolean } | null>(null);
    const takeOver = () => {
      if (!mounted.current) return;
      const focus = trigger.current !== null && trigger.current === document.activeElement;
      setSwap({ open: wanted.current === "open", focus });
    };
    const loadAndTakeOver = () => void start().then(takeOver);

    useEffect(() => {
      mounted.current = true;
      if (loaded) takeOver();
      else whenIdle(loadAndTakeOver);
      return () => {
        mounted.current = false;
      };
    }, []);

    if (swap && loaded) {
      const Control = loaded;
      return <Control {...props} defaultOpen={swap.open} autoFocus={swap.focus || swap.open} />;
    }
    const want = (what: Wanted) => {
      if (wanted.current !== "open") wanted.current = what;
      loadAndTakeOver();
    };
    return (
      <Button
        ref={trigger}
        {...look}
        aria-expanded={false}
        onHoverStart={loadAndTakeOver}
        onFocus={() => want("focus")}
        onPress={() => want("open")}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") want("open");
          else event.continuePropagation();
        }}
      />
    );
  }
  return OnDemandControl;
}

/** Runs `run` once the browser is idle (after a second where it cannot say). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run);
  else setTimeout(run, 1000);
}
