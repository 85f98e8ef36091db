// What granting an appeal of a sanction does to the sanction (issue 47). Sanctions are built apart
// (the sanctions slice); until they are wired in here, a granted appeal tells the member the decision
// was reversed (decisions.ts) and lifts nothing: an administrator lifts the sanction by hand.
/**
 * Lifts the sanction the appealed notice stated (`noticeId`, of the member `userId`); whether one was
 * lifted. Wired to the sanctions' lift when they land.
 */
export async function liftAppealedSanction(_noticeId: string, _userId: string | null): Promise<boolean> {
  return false;
}
