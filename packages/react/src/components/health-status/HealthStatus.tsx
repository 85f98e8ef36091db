import { useHealth } from "../../hooks/health";
import * as styles from "./HealthStatus.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface HealthStatusStrings {
  checking: string;
  ok: string;
  degraded: string;
  unreachable: string;
  version: (version: string) => string;
}

export const defaultHealthStatusStrings: HealthStatusStrings = {
  checking: "Checking service status…",
  ok: "All systems operational",
  degraded: "Service degraded: some features may be unavailable",
  unreachable: "Service unreachable",
  version: (version) => `v${version}`,
};

export interface HealthStatusProps {
  className?: string;
  /** Re-check every n ms; 60 s by default. */
  refetchInterval?: number;
  strings?: Partial<HealthStatusStrings>;
}

/** A one-line live status of the Pnyx server, e.g. for a footer. */
export function HealthStatus({ className, refetchInterval = 60_000, strings }: HealthStatusProps) {
  const s = useStrings("healthStatus", defaultHealthStatusStrings, strings);
  const { data, isPending, isError } = useHealth({ refetchInterval });
  const state = isPending ? "checking" : isError ? "unreachable" : data.status === "ok" ? "ok" : "degraded";
  const label = s[state];

  return (
    <p role="status" className={cx(styles.root, part("health-status"), className)} data-state={state}>
      <span className={styles.dot} aria-hidden="true" />
      <span>{label}</span>
      {data && !isError ? <span className={styles.version}>{s.version(data.version)}</span> : null}
    </p>
  );
}
