import { MODERATION_ADMIN_TEXTS as T } from "@pnyx/contract";
import { useId, useState } from "react";
import { Button, FieldError, Form, Input, Label, TextField } from "react-aria-components";
import { useNavigate } from "react-router";
import * as styles from "./MemberModeration.css";

/** Looks a member up by name and opens their standing (/admin/members/:username). */
export function MemberLookup({ initial = "" }: { initial?: string }) {
  const navigate = useNavigate();
  const titleId = useId();
  const [name, setName] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Form
      className={styles.lookup}
      aria-labelledby={titleId}
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        const username = name.trim().toLowerCase();
        if (!username) return setErrors({ username: T.lookupNeedsName });
        void navigate(`/admin/members/${encodeURIComponent(username)}`);
      }}
    >
      <h2 id={titleId} className={styles.lookupTitle}>
        {T.lookupTitle}
      </h2>
      <div className={styles.lookupRow}>
        <TextField
          name="username"
          value={name}
          onChange={(value) => {
            setName(value);
            setErrors({});
          }}
          className={styles.lookupField}
        >
          <Label className={styles.label}>{T.lookupLabel}</Label>
          <Input className={styles.input} autoCapitalize="none" autoComplete="off" spellCheck={false} />
          <FieldError className={styles.error} />
        </TextField>
        <Button type="submit" className={styles.button}>
          {T.lookupSubmit}
        </Button>
      </div>
    </Form>
  );
}
