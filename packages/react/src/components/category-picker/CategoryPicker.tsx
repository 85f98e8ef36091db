import { MESSAGES, NEWS_CATEGORIES, type NewsCategory } from "@pnyx/contract";
import { useState } from "react";
import { Checkbox, CheckboxGroup, Form, Label, Text } from "react-aria-components";
import { useAddCategories } from "../../hooks/users";
import { useSession } from "../../hooks/session";
import { FormActions } from "../internal/forms/FormActions";
import { useToast } from "../toasts/ToastProvider";
import * as forms from "../internal/forms/forms.css";
import * as styles from "./CategoryPicker.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface CategoryPickerStrings {
  label: string;
  description: string;
  /** Display name of a category (the value sent stays the English one). */
  category: (category: NewsCategory) => string;
  save: string;
  saving: string;
  selectOne: string;
  saved: string;
  loggedOut: string;
}

export const defaultCategoryPickerStrings: CategoryPickerStrings = {
  label: "News categories",
  description: "Choose the news you want to read first.",
  category: (category) => category,
  save: "Save",
  saving: "Saving…",
  selectOne: MESSAGES.selectOneCategory,
  saved: "Categories updated",
  loggedOut: MESSAGES.loginToAct,
};

export interface CategoryPickerProps {
  className?: string;
  strings?: Partial<CategoryPickerStrings>;
  /** Called with the saved categories (e.g. to go to /updateProfile). */
  onSaved?: (selected: NewsCategory[]) => void;
}

/** /selectCategories: the eight news categories as checkboxes; at least one is needed. */
export function CategoryPicker({ className, strings, onSaved }: CategoryPickerProps) {
  const s = useStrings("categoryPicker", defaultCategoryPickerStrings, strings);
  const { user } = useSession();
  const [selected, setSelected] = useState<string[]>(() => user?.selectedCategories ?? []);
  const [error, setError] = useState<string | null>(null);
  const save = useAddCategories();
  const toast = useToast();

  if (!user) return <p className={cx(forms.hint, part("category-picker"), className)}>{s.loggedOut}</p>;

  return (
    <Form
      className={cx(forms.form, part("category-picker"), className)}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected.length === 0) return setError(s.selectOne);
        setError(null);
        const categories = Object.fromEntries(NEWS_CATEGORIES.map((category) => [category, selected.includes(category)]));
        save.mutate(
          { categories },
          {
            onSuccess: (answer) => {
              toast.show(s.saved, { tone: "success" });
              onSaved?.(answer.selectedCategories);
            },
            onError: (failure) => setError(failure.message),
          },
        );
      }}
    >
      <CheckboxGroup
        value={selected}
        onChange={(value) => {
          setSelected(value);
          if (value.length > 0) setError(null);
        }}
        className={styles.group}
      >
        <Label className={forms.label}>{s.label}</Label>
        <Text slot="description" className={forms.hint}>
          {s.description}
        </Text>
        <div className={styles.grid}>
          {NEWS_CATEGORIES.map((category) => (
            <Checkbox key={category} value={category} className={styles.tile}>
              {({ isSelected }) => (
                <>
                  <span className={styles.box} aria-hidden="true">
                    {isSelected ? "✓" : ""}
                  </span>
                  {s.category(category)}
                </>
              )}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
      <FormActions label={s.save} pendingLabel={s.saving} isPending={save.isPending} error={error} />
    </Form>
  );
}
