import { FieldError, Input, Label, Text, TextArea, TextField } from "react-aria-components";
import * as forms from "../../internal/forms/forms.css";
import type { PublisherDraft } from "./publisher-draft";

export interface PublisherFieldsStrings {
  name: string;
  originsField: string;
  originsHint: string;
  jwksUrl: string;
}

/** Name, origins (one per line) and the key set's address: the fields of the add and edit forms. */
export function PublisherFields({
  draft,
  onChange,
  jwksHint,
  strings: s,
}: {
  draft: PublisherDraft;
  onChange: (field: keyof PublisherDraft, value: string) => void;
  jwksHint: string;
  strings: PublisherFieldsStrings;
}) {
  return (
    <>
      <TextField name="name" value={draft.name} onChange={(value) => onChange("name", value)} isRequired maxLength={80} className={forms.field}>
        <Label className={forms.label}>{s.name}</Label>
        <Input className={forms.input} autoComplete="off" />
        <FieldError className={forms.fieldError} />
      </TextField>
      <TextField name="origins" value={draft.origins} onChange={(value) => onChange("origins", value)} isRequired className={forms.field}>
        <Label className={forms.label}>{s.originsField}</Label>
        <TextArea className={forms.textarea} rows={3} spellCheck={false} autoCapitalize="none" placeholder="https://paper.example" />
        <Text slot="description" className={forms.hint}>
          {s.originsHint}
        </Text>
        <FieldError className={forms.fieldError} />
      </TextField>
      <TextField name="jwksUrl" type="url" value={draft.jwksUrl} onChange={(value) => onChange("jwksUrl", value)} maxLength={500} className={forms.field}>
        <Label className={forms.label}>{s.jwksUrl}</Label>
        <Input className={forms.input} spellCheck={false} autoCapitalize="none" placeholder="https://" />
        <Text slot="description" className={forms.hint}>
          {jwksHint}
        </Text>
        <FieldError className={forms.fieldError} />
      </TextField>
    </>
  );
}
