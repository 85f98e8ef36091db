// Where widgets link by default: the reference site's routes (product.md §2). Every widget that links
// takes its own `…Href` prop to change them; these are the one place the defaults are written.

export const defaultArticleHref = (id: string) => `/details/${id}`;
/** An opinion's thread on an article. */
export const defaultRepliesHref = (postId: string, commentId: string) => `/details/${postId}/reply/${commentId}`;
export const defaultCommunityHref = (id: string) => `/community/${id}`;
export const defaultCommunityPostHref = (id: string) => `/cpostdetails/${id}`;
/** An opinion's thread on a community post. */
export const defaultCommunityRepliesHref = (postId: string, commentId: string) => `/cpostdetails/${postId}/reply/${commentId}`;
export const defaultSubCategoryHref = (name: string) => `/subcategory/${encodeURIComponent(name.replace(/ /g, "-"))}`;
export const defaultProfileHref = (name: string) => `/profile/${encodeURIComponent(name)}`;
/** The chat room list, and one room (a community's). */
export const defaultChatListHref = "/chatroom";
export const defaultChatRoomHref = (topicId: string) => `/chatroom/${topicId}`;
