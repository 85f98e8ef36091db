import { ChatRoom, ChatRoomList, useCommunity } from "@pnyx/react";
import { useNavigate, useParams } from "react-router";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./chat-pages.css";

/** /chatroom: the live statistics and a room per community (members only, as every chat route). */
export function ChatroomListPage() {
  useDocumentTitle("Chat Rooms");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Chat Rooms</h1>
      <ChatRoomList />
    </div>
  );
}

/** /chatroom/:topicId: one community's room; an unknown room says so with Go Back. */
export function ChatroomPage() {
  const { topicId = "" } = useParams();
  const navigate = useNavigate();
  const community = useCommunity(topicId);
  useDocumentTitle(community.data ? `${community.data.community.name} chat` : "Chat Room");
  return (
    <div className={styles.roomPage}>
      <ChatRoom topicId={topicId} onGoBack={() => void navigate(-1)} />
    </div>
  );
}
