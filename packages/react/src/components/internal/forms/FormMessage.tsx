import * as forms from "./forms.css";

export interface FormMessageProps {
  /** A refusal (validation or the server's message), announced at once. */
  error?: string | null | undefined;
  /** A confirmation, announced politely; its live region is always present so it is heard. */
  success?: string | null | undefined;
}

/** The message under a form. */
export function FormMessage({ error, success }: FormMessageProps) {
  return (
    <>
      {error ? (
        <p role="alert" className={forms.formError}>
          {error}
        </p>
      ) : null}
      <div role="status">{success ? <p className={forms.formSuccess}>{success}</p> : null}</div>
    </>
  );
}
