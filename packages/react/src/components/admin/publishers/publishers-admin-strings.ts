import type { PublisherFieldsStrings } from "./PublisherFields";
import type { SecretNoticeStrings } from "./SecretNotice";

/** Every text of `<PublishersAdmin>`: the list, the add and edit forms, the secret box and the confirmations. */
export interface PublishersAdminStrings extends PublisherFieldsStrings, SecretNoticeStrings {
  heading: string;
  intro: string;
  loading: string;
  failed: string;
  retry: string;
  empty: string;
  /** The labels of a publisher's facts. */
  origins: string;
  signing: string;
  /** A publisher signing with shared secrets: 2 active while a rotation is under way. */
  signingSecret: (activeSecrets: number) => string;
  signingKeySet: (url: string) => string;
  /** Whether other publishers' pages may show and write into its threads: the fact's label and values. */
  threads: string;
  threadsOwn: string;
  threadsShared: string;
  added: (date: string) => string;
  /** The publisher's id (the sign-in tokens' `aud`, `pnyxConfig.sso.publisher`), and its Copy button. */
  publisherId: string;
  copyId: string;
  copyIdLabel: (name: string) => string;
  /** The code to paste into the publisher's pages, behind a button. */
  embedCode: string;
  embedCodeLabel: (name: string) => string;
  snippetTitle: (name: string) => string;
  snippetHint: string;
  copySnippet: string;
  copySnippetLabel: (name: string) => string;
  ssoTitle: (name: string) => string;
  ssoHint: string;
  copyConfig: string;
  copyConfigLabel: (name: string) => string;
  /** The clipboard refused some text other than a secret. */
  copyTextFailed: string;
  /** The per-publisher buttons, and their accessible names (which hold the visible text). */
  edit: string;
  editLabel: (name: string) => string;
  rotate: string;
  rotateLabel: (name: string) => string;
  /** Rotate, for a publisher with a key set (it switches to a shared secret). */
  makeSecret: string;
  makeSecretLabel: (name: string) => string;
  endRotation: string;
  endRotationLabel: (name: string) => string;
  remove: string;
  removeLabel: (name: string) => string;
  cancel: string;
  done: string;
  /** Names the line of the origins field a message is about. */
  originLine: (line: number) => string;
  /** The add form. */
  addHeading: string;
  addJwksHint: string;
  add: string;
  adding: string;
  created: (name: string) => string;
  /** The edit form. */
  editTitle: (name: string) => string;
  editJwksHint: string;
  /** The edit form's checkbox bound to `sharedThreads`, and what it means. */
  sharedThreads: string;
  sharedThreadsHint: string;
  /** Refusal of an emptied key-set address: the contract cannot drop one, a rotation can. */
  keepKeySet: string;
  save: string;
  saving: string;
  saved: (name: string) => string;
  /** Rotating a secret: the question, what it means, and the new secret's note. */
  rotateTitle: (name: string) => string;
  rotateText: string;
  makeSecretTitle: (name: string) => string;
  makeSecretText: string;
  rotating: string;
  rotatedNote: string;
  madeSecretNote: string;
  /** Ending a rotation. */
  endTitle: (name: string) => string;
  endText: string;
  ending: string;
  ended: (name: string) => string;
  /** Removing a publisher. */
  removeTitle: (name: string) => string;
  removeText: string;
  removing: string;
  removed: (name: string) => string;
}

export const defaultPublishersAdminStrings: PublishersAdminStrings = {
  heading: "Publishers",
  intro: "Sites that embed Pnyx's threads, counts and chat rooms on their pages, and may sign their readers in with their own accounts.",
  loading: "Loading publishers…",
  failed: "Could not load the publishers",
  retry: "Try again",
  empty: "No publishers yet",
  origins: "Origins",
  signing: "Signing",
  signingSecret: (active) => (active >= 2 ? `Shared secret (${active} active: rotation under way)` : "Shared secret"),
  signingKeySet: (url) => `Key set: ${url}`,
  threads: "Threads",
  threadsOwn: "Own pages only",
  threadsShared: "Shared",
  added: (date) => `Added ${date}`,
  publisherId: "Publisher id",
  copyId: "Copy id",
  copyIdLabel: (name) => `Copy the id of ${name}`,
  embedCode: "Embed code",
  embedCodeLabel: (name) => `Embed code for ${name}`,
  snippetTitle: (name) => `Snippet for ${name}'s pages`,
  snippetHint: "The script once per page, then a thread and a count wherever they go; article-url is the article's own address.",
  copySnippet: "Copy snippet",
  copySnippetLabel: (name) => `Copy the snippet for ${name}`,
  ssoTitle: (name) => `Single sign-on for ${name} (pnyxConfig)`,
  ssoHint:
    "For readers signed in with the publisher's own accounts: its server signs a short-lived token with the secret or its key set, the publisher id as aud. See docs/publishers.md.",
  copyConfig: "Copy pnyxConfig",
  copyConfigLabel: (name) => `Copy the pnyxConfig of ${name}`,
  copyTextFailed: "Could not copy: select the text and copy it by hand.",
  edit: "Edit",
  editLabel: (name) => `Edit ${name}`,
  rotate: "Rotate secret",
  rotateLabel: (name) => `Rotate secret of ${name}`,
  makeSecret: "Use a shared secret",
  makeSecretLabel: (name) => `Use a shared secret for ${name}`,
  endRotation: "End rotation",
  endRotationLabel: (name) => `End rotation for ${name}`,
  remove: "Remove",
  removeLabel: (name) => `Remove ${name}`,
  cancel: "Cancel",
  done: "Done",
  originLine: (line) => `Line ${line}`,
  name: "Name",
  originsField: "Origins",
  originsHint: "One per line: scheme, host and port only, as https://paper.example. Pages there may embed Pnyx.",
  jwksUrl: "Key set URL (JWKS)",
  addJwksHint: "Optional. Leave it empty to get a shared secret (HS256 tokens); give the publisher's key set to check ES256 or EdDSA tokens instead.",
  addHeading: "Add publisher",
  add: "Add publisher",
  adding: "Adding…",
  created: (name) => `${name} added`,
  editTitle: (name) => `Edit ${name}`,
  editJwksHint: "Setting a key set replaces the shared secrets: tokens signed with them stop working.",
  sharedThreads: "Other publishers' pages may show and write into this publisher's threads",
  sharedThreadsHint: "For syndicated articles: any registered publisher's page may then embed this publisher's threads. Off, only its own origins' pages may.",
  keepKeySet: "A key set cannot be removed here: to sign with a shared secret instead, use “Use a shared secret”.",
  save: "Save",
  saving: "Saving…",
  saved: (name) => `${name} saved`,
  secretTitle: (name) => `Shared secret for ${name}`,
  secretOnce: "Copy it now and give it to the publisher: it will not be shown again.",
  copy: "Copy secret",
  copied: "Copied",
  copyFailed: "Could not copy: select the secret and copy it by hand.",
  rotateTitle: (name) => `Rotate the secret of ${name}?`,
  rotateText:
    "A new shared secret is made and shown once. The current secret stays valid until you end the rotation, so the publisher can switch without failed sign-ins.",
  makeSecretTitle: (name) => `Use a shared secret for ${name}?`,
  makeSecretText:
    "A shared secret is made and shown once. The publisher's key set stops being used: its sign-in tokens must then be signed with the secret (HS256).",
  rotating: "Rotating…",
  rotatedNote: "The previous secret stays valid until you end the rotation. Once the publisher signs with the new secret everywhere, press End rotation.",
  madeSecretNote: "Tokens signed with the publisher's keys are no longer accepted.",
  endTitle: (name) => `End the rotation for ${name}?`,
  endText: "The previous secret stops working at once: sign-in tokens signed with it are refused. Only the newest secret stays valid.",
  ending: "Ending…",
  ended: (name) => `Rotation ended: only the new secret of ${name} is valid`,
  removeTitle: (name) => `Remove ${name}?`,
  removeText: "Its origins can no longer embed Pnyx; its readers' accounts and threads stay.",
  removing: "Removing…",
  removed: (name) => `${name} removed`,
};
