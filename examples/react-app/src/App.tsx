// One client for the page, the provider around the widgets, and three views picked by the URL's
// hash: the Technology feed (#/), an article with its live opinions (#/article/{id}), and a chat
// room (#/chat/{communityId}) with the list of rooms beside it.
import { AccountMenu, ArticleView, ChatRoom, ChatRoomList, LoginForm, NewsFeed, OpinionThread, PnyxProvider, useSession } from "@pnyx/react";
import { createLocalStorageSessionStore, createPnyxClient } from "@pnyx/sdk";
import { useEffect, useState } from "react";

// The session is kept in localStorage, so a reload stays logged in.
const client = createPnyxClient({ sessionStore: createLocalStorageSessionStore() });

function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener("hashchange", onChange);
    return () => window.removeEventListener("hashchange", onChange);
  }, []);
  return hash;
}

const articleHref = (id: string) => `#/article/${id}`;
const roomHref = (topicId: string) => `#/chat/${topicId}`;

function Page() {
  const { user } = useSession();
  const [, view = "", id = ""] = useHash().split("/");
  return (
    <>
      <header style={{ display: "flex", gap: "1rem", alignItems: "center", justifyContent: "space-between" }}>
        <a href="#/">News</a>
        <a href="#/chat">Chat</a>
        {user ? <AccountMenu onLoggedOut={() => (window.location.hash = "#/")} /> : null}
      </header>
      <main>
        {!user && view === "login" ? <LoginForm onSuccess={() => window.history.back()} /> : null}
        {!user && view !== "login" ? <a href="#/login">Log in to give opinions and chat</a> : null}
        {view === "article" && id ? (
          <>
            <ArticleView id={id} hrefFor={articleHref} />
            <OpinionThread postId={id} loginHref="#/login" />
          </>
        ) : view === "chat" && id ? (
          <ChatRoom topicId={id} listHref="#/chat" loginHref="#/login" />
        ) : view === "chat" ? (
          <ChatRoomList roomHref={roomHref} />
        ) : view !== "login" ? (
          <NewsFeed category="Technology" hrefFor={articleHref} />
        ) : null}
      </main>
    </>
  );
}

export function App() {
  return (
    <PnyxProvider client={client} strings={{ opinionThread: { heading: "What readers think" } }}>
      <Page />
    </PnyxProvider>
  );
}
