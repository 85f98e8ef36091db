import { peopleWithBadgesEndpoint, sendAchievementMailEndpoint } from "@pnyx/contract";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminSession, testClient } from "../../test/fixtures";
import { aRewardCandidate } from "../../test/gamification-fixtures";
import { useMswServer } from "../../test/msw";
import { hookWrapper } from "../../test/render";
import { useRewardCandidates, useSendReward } from "./rewards";

const server = useMswServer();

describe("useSendReward()", () => {
  it("takes the rewarded member's row out of the candidates once the mail is sent", async () => {
    const mentor = aRewardCandidate();
    const ada = aRewardCandidate({ badge: { name: "Anniversary" } });
    const grace = aRewardCandidate({ name: "grace", email: "grace@example.com" });
    server.use(mockEndpoint(peopleWithBadgesEndpoint, [mentor, ada, grace]), mockEndpoint(sendAchievementMailEndpoint, { message: "Email sent" }));
    const { wrapper } = hookWrapper(testClient({ admin: adminSession }).client);
    const { result } = renderHook(() => ({ rows: useRewardCandidates(), send: useSendReward() }), { wrapper });
    await waitFor(() => expect(result.current.rows.data).toHaveLength(3));
    await act(() => result.current.send.mutateAsync({ email: "ADA@example.com", badge: "Mentor", subject: "Congratulations", body: "Well done." }));
    expect(result.current.rows.data).toEqual([ada, grace]);
  });
});
