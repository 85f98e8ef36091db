import type { ReactNode } from "react";
import { Button, Link } from "react-aria-components";
import { useSession } from "../../hooks/session";
import { useToast } from "../toasts/ToastProvider";
import { cx } from "../../helpers/format";
import * as shared from "./shared.css";

export interface MemberLinkProps {
  href: string;
  /** What a visitor is told instead of being taken there ('Please login to perform action!'). */
  loginMessage: string;
  /** Added to its look: link text either way (shared `linkButton`). */
  className?: string;
  children: ReactNode;
}

/** A link only members may follow: for visitors it is a button that says why in a toast. */
export function MemberLink({ href, loginMessage, className, children }: MemberLinkProps) {
  const { user } = useSession();
  const toast = useToast();
  const classes = cx(shared.linkButton, className);
  if (user) {
    return (
      <Link href={href} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <Button className={classes} onPress={() => toast.show(loginMessage, { tone: "error" })}>
      {children}
    </Button>
  );
}
