import { MESSAGES, type RewardCandidate } from "@pnyx/contract";
import { createElement, useId, useState } from "react";
import {
  Button,
  Cell,
  Column,
  Dialog,
  Form,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  Row,
  Table,
  TableBody,
  TableHeader,
  TextArea,
  TextField,
} from "react-aria-components";
import { useRewardCandidates, useSendReward } from "../../hooks/gamification/rewards";
import { useStrings } from "../../strings-context";
import { BadgeArt } from "../badge-art/BadgeArt";
import { FormMessage } from "../internal/forms/FormMessage";
import * as forms from "../internal/forms/forms.css";
import { EmailAddress } from "../newsletter-subscribers-table/EmailAddress";
import { cx } from "../../helpers/format";
import { FailedState } from "../internal/ListStatus";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import * as styles from "./admin.css";

export interface RewardsTableStrings {
  heading: string;
  loading: string;
  failed: string;
  retry: string;
  empty: string;
  /** The column of who (their name, their address under it). */
  member: string;
  badge: string;
  /** The column of Send buttons. */
  action: string;
  send: string;
  /** The Send button's accessible name. */
  sendLabel: (name: string, badge: string) => string;
  dialogTitle: (name: string, badge: string) => string;
  subject: string;
  body: string;
  /** The subject and message the form starts with; both can be changed before sending. */
  defaultSubject: (badge: string) => string;
  defaultBody: (name: string, badge: string) => string;
  sendMail: string;
  sending: string;
  cancel: string;
  sent: (name: string, badge: string) => string;
}

export const defaultRewardsTableStrings: RewardsTableStrings = {
  heading: "Rewards",
  loading: "Loading rewards…",
  failed: "Could not load the rewards",
  retry: "Try again",
  empty: "No rewards to send",
  member: "Member",
  badge: "Badge",
  action: "Reward",
  send: "Send",
  sendLabel: (name, badge) => `Send ${name} the reward for ${badge}`,
  dialogTitle: (name, badge) => `Reward ${name} for ${badge}`,
  subject: "Subject",
  body: "Message",
  defaultSubject: (badge) => `Congratulations on your ${badge} badge!`,
  defaultBody: (name, badge) =>
    `Hi ${name},\n\nCongratulations on unlocking the ${badge} badge! Thank you for all you bring to the community; a small reward is on its way.\n\nThe Pnyx team`,
  sendMail: "Send email",
  sending: "Sending…",
  cancel: "Cancel",
  sent: MESSAGES.rewardSent,
};

export interface RewardsTableProps {
  className?: string;
  strings?: Partial<RewardsTableStrings>;
  headingLevel?: 1 | 2;
}

const rowId = (candidate: RewardCandidate) => `${candidate.email}:${candidate.badge.name}`;

/**
 * For administrators: members who unlocked a badge and were not rewarded yet (name, email, badge).
 * Send opens a mail form (subject and message prefilled, both editable); once sent, the row leaves.
 */
export function RewardsTable({ className, strings, headingLevel = 1 }: RewardsTableProps) {
  const s = useStrings("rewardsTable", defaultRewardsTableStrings, strings);
  const candidates = useRewardCandidates();
  const [rewarding, setRewarding] = useState<RewardCandidate | null>(null);
  const headingId = useId();
  return (
    <section className={cx(styles.root, part("rewards-table"), className)} aria-labelledby={headingId}>
      {createElement(`h${headingLevel}`, { id: headingId, className: styles.title }, s.heading)}
      {candidates.isPending ? (
        <p role="status" className={shared.message}>
          {s.loading}
        </p>
      ) : candidates.isError ? (
        <FailedState message={s.failed} retry={{ label: s.retry, onRetry: candidates.refetch }} />
      ) : candidates.data.length === 0 ? (
        <p className={cx(shared.message, part("rewards-table", "empty"))}>{s.empty}</p>
      ) : (
        <div className={styles.tableBox}>
          <Table aria-labelledby={headingId} className={cx(styles.table, part("rewards-table", "table"))}>
            <TableHeader>
              <Column isRowHeader className={styles.th}>
                {s.member}
              </Column>
              <Column className={styles.th}>{s.badge}</Column>
              <Column className={styles.th}>{s.action}</Column>
            </TableHeader>
            <TableBody items={candidates.data.map((candidate) => ({ ...candidate, id: rowId(candidate) }))}>
              {(candidate) => (
                <Row id={candidate.id} className={cx(styles.tr, part("rewards-table", "row"))}>
                  <Cell className={styles.td}>
                    <span className={styles.memberName}>{candidate.name}</span>{" "}
                    <span className={styles.memberEmail}>
                      <EmailAddress email={candidate.email} />
                    </span>
                  </Cell>
                  <Cell className={styles.td}>
                    <span className={styles.badgeName}>
                      <BadgeArt name={candidate.badge.name} size={28} className={styles.badgeArt} />
                      {candidate.badge.name}
                    </span>
                  </Cell>
                  <Cell className={styles.td}>
                    <Button
                      className={forms.secondaryButton}
                      aria-label={s.sendLabel(candidate.name, candidate.badge.name)}
                      onPress={() => setRewarding(candidate)}
                    >
                      {s.send}
                    </Button>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <ModalOverlay isOpen={rewarding !== null} onOpenChange={(open) => !open && setRewarding(null)} isDismissable className={styles.modalOverlay}>
        <Modal className={styles.modal}>
          {/* Keyed by the row, so each opening starts from that member's prefilled mail. */}
          {rewarding ? <RewardMailForm key={rowId(rewarding)} candidate={rewarding} strings={s} onDone={() => setRewarding(null)} /> : null}
        </Modal>
      </ModalOverlay>
    </section>
  );
}

function RewardMailForm({ candidate, strings: s, onDone }: { candidate: RewardCandidate; strings: RewardsTableStrings; onDone: () => void }) {
  const badge = candidate.badge.name;
  const [subject, setSubject] = useState(() => s.defaultSubject(badge));
  const [body, setBody] = useState(() => s.defaultBody(candidate.name, badge));
  const send = useSendReward();
  const toast = useToast();
  return (
    <Dialog className={cx(styles.dialog, part("rewards-table", "dialog"))}>
      <Form
        className={forms.form}
        validationBehavior="native"
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate(
            { email: candidate.email, badge, subject, body },
            {
              onSuccess: () => {
                toast.show(s.sent(candidate.name, badge), { tone: "success" });
                onDone();
              },
            },
          );
        }}
      >
        <Heading slot="title" className={styles.dialogTitle}>
          {s.dialogTitle(candidate.name, badge)}
        </Heading>
        <TextField value={subject} onChange={setSubject} isRequired maxLength={200} className={forms.field}>
          <Label className={forms.label}>{s.subject}</Label>
          <Input className={forms.input} />
        </TextField>
        <TextField value={body} onChange={setBody} isRequired maxLength={5000} className={forms.field}>
          <Label className={forms.label}>{s.body}</Label>
          <TextArea className={forms.textarea} />
        </TextField>
        <div className={forms.actions}>
          <Button type="submit" className={forms.button} isDisabled={send.isPending}>
            {send.isPending ? (
              <>
                <span className={shared.spinner} aria-hidden="true" /> {s.sending}
              </>
            ) : (
              s.sendMail
            )}
          </Button>
          <Button className={forms.secondaryButton} onPress={onDone} isDisabled={send.isPending}>
            {s.cancel}
          </Button>
        </div>
        <FormMessage error={send.error?.message} />
      </Form>
    </Dialog>
  );
}
