import { Button } from "react-aria-components";
import { FormMessage, type FormMessageProps } from "./FormMessage";
import * as forms from "./forms.css";

export interface FormActionsProps extends FormMessageProps {
  /** Text of the submit button. */
  label: string;
  /** Its text while the form is being sent (the button is disabled meanwhile). */
  pendingLabel: string;
  isPending: boolean;
}

/** The end of a form: its submit button, then the message about the whole form. */
export function FormActions({ label, pendingLabel, isPending, error, success }: FormActionsProps) {
  return (
    <>
      <div className={forms.actions}>
        <Button type="submit" className={forms.button} isDisabled={isPending}>
          {isPending ? pendingLabel : label}
        </Button>
      </div>
      <FormMessage error={error} success={success} />
    </>
  );
}
