import { MESSAGES, SupportMessageRequest } from "@pnyx/contract";
import { useState } from "react";
import { Button, FieldError, Form, Input, Label, TextArea, TextField } from "react-aria-components";
import { useSendSupportMessage } from "../../hooks/feedback";
import { useToast } from "../toasts/ToastProvider";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface SupportFormStrings {
  name: string;
  email: string;
  message: string;
  submit: string;
  submitting: string;
  sent: string;
}

export const defaultSupportFormStrings: SupportFormStrings = {
  name: "Name",
  email: "Email",
  message: "Message",
  submit: "Send",
  submitting: "Sending…",
  sent: MESSAGES.messageSent,
};

export interface SupportFormProps {
  className?: string;
  strings?: Partial<SupportFormStrings>;
}

const empty = { name: "", email: "", message: "" };
type FieldErrors = Partial<Record<keyof typeof empty, string>>;

/** The contract's own rules decide what is wrong, so the form and the server never disagree. */
function validate(values: typeof empty): FieldErrors {
  const result = SupportMessageRequest.safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof typeof empty;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Help Center form: name, email and message, all required; open to visitors. */
export function SupportForm({ className, strings }: SupportFormProps) {
  const s = useStrings("supportForm", defaultSupportFormStrings, strings);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendSupportMessage();
  const toast = useToast();
  const set = (key: keyof typeof empty) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  return (
    <Form
      className={cx(forms.form, part("support-form"), className)}
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        const found = validate(values);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        send.mutate(values, {
          onSuccess: () => {
            toast.show(s.sent, { tone: "success" });
            setValues(empty);
          },
          onError: (error) => toast.show(error.message, { tone: "error" }),
        });
      }}
    >
      <TextField isRequired name="name" value={values.name} onChange={set("name")} maxLength={100} className={forms.field}>
        <Label className={forms.label}>{s.name}</Label>
        <Input className={forms.input} autoComplete="name" />
        <FieldError className={forms.fieldError} />
      </TextField>
      <TextField isRequired type="email" name="email" value={values.email} onChange={set("email")} className={forms.field}>
        <Label className={forms.label}>{s.email}</Label>
        <Input className={forms.input} autoComplete="email" />
        <FieldError className={forms.fieldError} />
      </TextField>
      <TextField isRequired name="message" value={values.message} onChange={set("message")} maxLength={5000} className={forms.field}>
        <Label className={forms.label}>{s.message}</Label>
        <TextArea className={forms.textarea} />
        <FieldError className={forms.fieldError} />
      </TextField>
      <div>
        <Button type="submit" className={forms.button} isDisabled={send.isPending}>
          {send.isPending ? s.submitting : s.submit}
        </Button>
      </div>
    </Form>
  );
}
