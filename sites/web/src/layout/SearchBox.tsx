import { MESSAGES } from "@pnyx/contract";
import { useToast } from "@pnyx/react";
import { useState } from "react";
import { Button, Input, Label, SearchField } from "react-aria-components";
import { useNavigate } from "react-router";
import { SearchIcon } from "./icons";
import * as styles from "./SearchBox.css";
import { cx } from "@pnyx/react";

export interface SearchBoxProps {
  autoFocus?: boolean;
  /** Called after a search was started (e.g. to close the mobile menu). */
  onSearched?: () => void;
  /** Called on Escape in an empty box (the first Escape clears the text), e.g. to close its panel. */
  onEscape?: () => void;
  className?: string;
}

/** Search for news and community posts: opens /search/{text}; empty text is refused with a toast. */
export function SearchBox({ autoFocus, onSearched, onEscape, className }: SearchBoxProps) {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const toast = useToast();

  function submit() {
    const query = text.trim();
    if (!query) {
      toast.show(MESSAGES.enterSomething, { tone: "error" });
      return;
    }
    void navigate(`/search/${encodeURIComponent(query)}`);
    onSearched?.();
  }

  return (
    <form
      role="search"
      className={cx(styles.form, className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        // The search field lets Escape through only when it is already empty.
        if (event.key === "Escape" && onEscape) onEscape();
      }}
    >
      <SearchField value={text} onChange={setText} className={styles.field}>
        <Label className={styles.label}>Search</Label>
        <Input className={styles.input} placeholder="Search news and communities" autoFocus={autoFocus} />
      </SearchField>
      <Button type="submit" className={styles.submit} aria-label="Search">
        <SearchIcon />
      </Button>
    </form>
  );
}
