// @pnyx/sdk/testing: msw handlers from contract endpoints, for the SDK's tests and anyone testing on it.
// Needs msw (an optional peer dependency of @pnyx/sdk).
export { errorResponse, mockEndpoint, type MockAnswer, type MockInput, type MockReply, type MockResolver, type MockResult } from "./mock-endpoint";
