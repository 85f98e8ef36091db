import { Fragment } from "react";

/**
 * An email address that may wrap only where a reader expects it to: after the "@" and before a dot
 * (a hyphen already allows a break after it), never in the middle of a name.
 */
export function EmailAddress({ email }: { email: string }) {
  const pieces = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
