// What the server takes from the embed package to render a thread for crawlers: pure views and
// texts, nothing that needs a browser or the SDK.
export { DEFAULT_OPINIONS_STRINGS, type OpinionsStrings } from "./strings";
export { ThreadSnapshot, type ThreadSnapshotData, type ThreadSnapshotProps } from "./ThreadSnapshot";
