import { createContext, useContext, useState, type ReactNode } from "react";
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from "react-aria-components";
import { TIMING } from "@pnyx/contract";
import { cx } from "../../helpers/format";
import * as styles from "./toasts.css";

export type ToastTone = "info" | "success" | "error";

export interface ToastContentValue {
  title: string;
  description?: string;
  tone: ToastTone;
  art?: ReactNode;
  className?: string;
}

export interface ToastOptions {
  tone?: ToastTone;
  description?: string;
  /** Milliseconds before it closes by itself; the product default is 3000. */
  timeout?: number;
  /** An image before the text (a badge); decorative, since the title says what it shows. */
  art?: ReactNode;
  /** Added to the toast's class names. */
  className?: string;
  /** Called once the toast has closed, by itself or by the reader (e.g. to show the next one). */
  onClose?: () => void;
}

export interface Toaster {
  show(title: string, options?: ToastOptions): void;
}

const ToastQueueContext = createContext<ToastQueue<ToastContentValue> | null>(null);

/** One queue per provider, so two embeds on one page do not share toasts. */
export function ToastProvider({ region, children }: { region: boolean; children: ReactNode }) {
  const [queue] = useState(() => new ToastQueue<ToastContentValue>({ maxVisibleToasts: 4 }));
  return (
    <ToastQueueContext.Provider value={queue}>
      {children}
      {region ? <PnyxToastRegion queue={queue} /> : null}
    </ToastQueueContext.Provider>
  );
}

export function useToast(): Toaster {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error("useToast: wrap your widgets in <PnyxProvider>");
  return {
    show(title, options = {}) {
      const { tone = "info", description, art, className, timeout = TIMING.toastMs, onClose } = options;
      queue.add(
        { title, tone, ...(description ? { description } : {}), ...(art ? { art } : {}), ...(className ? { className } : {}) },
        { timeout, ...(onClose ? { onClose } : {}) },
      );
    },
  };
}

export interface PnyxToastRegionProps {
  queue: ToastQueue<ToastContentValue>;
  /** Accessible name of the close button; override for i18n. */
  closeLabel?: string;
}

/** Top-right, announced to screen readers, closes itself after the timeout. */
export function PnyxToastRegion({ queue, closeLabel = "Close" }: PnyxToastRegionProps) {
  return (
    <ToastRegion queue={queue} className={styles.region}>
      {({ toast }) => (
        <Toast toast={toast} className={cx(styles.toast, toast.content.className)} data-tone={toast.content.tone}>
          {toast.content.art ? (
            <span className={styles.art} aria-hidden="true">
              {toast.content.art}
            </span>
          ) : null}
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </ToastContent>
          <Button slot="close" aria-label={closeLabel} className={styles.close}>
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
