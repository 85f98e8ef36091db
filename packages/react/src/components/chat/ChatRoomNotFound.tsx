import { Button } from "react-aria-components";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as styles from "./chat.css";

export interface ChatRoomNotFoundStrings {
  title: string;
  text: string;
  goBack: string;
}

export const defaultChatRoomNotFoundStrings: ChatRoomNotFoundStrings = {
  title: "Chat Room Not Found",
  text: "The chat room you're looking for doesn't exist or has been removed.",
  goBack: "Go Back",
};

export interface ChatRoomNotFoundProps {
  /** What Go Back does; the browser's previous page by default. */
  onGoBack?: () => void;
  className?: string;
  strings?: Partial<ChatRoomNotFoundStrings>;
  headingLevel?: 1 | 2;
}

/** A room id that names no room: 'Chat Room Not Found' with Go Back. */
export function ChatRoomNotFound({ onGoBack, className, strings, headingLevel = 1 }: ChatRoomNotFoundProps) {
  const s = useStrings("chatRoomNotFound", defaultChatRoomNotFoundStrings, strings);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.notFound, part("chat-room-not-found"), className)}>
      <Heading className={styles.chatTitle}>{s.title}</Heading>
      <p className={styles.muted}>{s.text}</p>
      <Button className={forms.button} onPress={onGoBack ?? (() => globalThis.history?.back())}>
        {s.goBack}
      </Button>
    </section>
  );
}
