import { MODERATION_LIMITS, type Sanction } from "@pnyx/contract";
import type { SanctionInput } from "@pnyx/sdk";
import { createElement, useId, useState } from "react";
import {
  Button,
  Checkbox,
  Dialog,
  FieldError,
  Form,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
  Text,
  TextField,
} from "react-aria-components";
import { cx, shortDateTime } from "../../helpers/format";
import { part } from "../../helpers/part";
import { useSanction } from "../../hooks/admin-moderation";
import * as admin from "../admin/admin.css";
import * as forms from "../internal/forms/forms.css";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import type { MemberStandingStrings } from "./member-standing-strings";
import { whereOf, wholeNumber, type SanctionCommunity } from "./sanction-text";
import * as styles from "./moderation.css";
import { ReasonFields } from "./ReasonFields";

const SITE = "site";
const HOURS_MAX = MODERATION_LIMITS.suspendHoursMax;

export interface SanctionFormProps {
  username: string;
  s: MemberStandingStrings;
  communities: readonly SanctionCommunity[];
  headingLevel: number;
}

/**
 * Suspends a member for some hours or bans them, site-wide or from one community, for one of the
 * site's reasons with an optional note, keeping or removing their writing. A ban, or removing their
 * writing, waits for a confirmation in an alert dialog.
 */
export function SanctionForm({ username, s, communities, headingLevel }: SanctionFormProps) {
  const sanction = useSanction();
  const toast = useToast();
  const titleId = useId();
  const [kind, setKind] = useState<"suspend" | "ban">("suspend");
  const [hours, setHours] = useState("24");
  const [scope, setScope] = useState<string>(SITE);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [removeWriting, setRemoveWriting] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<SanctionInput | null>(null);

  const reset = () => {
    setReasonId(null);
    setNote("");
    setRemoveWriting(false);
    setErrors({});
  };

  const send = (input: SanctionInput) =>
    sanction.mutate(input, {
      onSuccess: (done: Sanction) => {
        setConfirming(null);
        reset();
        toast.show(done.until ? s.suspendedDone(done.username, shortDateTime(done.until)) : s.bannedDone(done.username), { tone: "success" });
      },
      onError: (error) => {
        setConfirming(null);
        toast.show(error.message, { tone: "error" });
      },
    });

  const communityId = scope === SITE ? null : scope;
  const where = whereOf(communityId, communities, s);

  return (
    <>
      <Form
        className={cx(admin.detail, part("member-standing", "act"))}
        aria-labelledby={titleId}
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          const found: Record<string, string> = {};
          const hoursGiven = wholeNumber(hours);
          if (kind === "suspend" && !(hoursGiven !== null && hoursGiven >= 1 && hoursGiven <= HOURS_MAX)) found.hours = s.needsHours;
          if (!reasonId) found.reasonId = s.chooseReason;
          setErrors(found);
          if (Object.keys(found).length > 0 || !reasonId) return;
          const input: SanctionInput = {
            username,
            kind,
            ...(kind === "suspend" && hoursGiven !== null ? { hours: hoursGiven } : {}),
            ...(communityId ? { communityId } : {}),
            reasonId,
            ...(note.trim() ? { note: note.trim() } : {}),
            removeWriting,
          };
          if (kind === "ban" || removeWriting) setConfirming(input);
          else send(input);
        }}
      >
        {createElement(`h${headingLevel}`, { id: titleId, className: admin.dialogTitle }, s.actTitle(username))}
        <RadioGroup name="kind" value={kind} onChange={(value) => setKind(value as "suspend" | "ban")} orientation="horizontal" className={forms.field}>
          <Label className={forms.label}>{s.kindLabel}</Label>
          <div className={styles.choiceRow}>
            {(["suspend", "ban"] as const).map((k) => (
              <Radio key={k} value={k} className={styles.reason}>
                {s.kinds[k]}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        {kind === "suspend" ? (
          <TextField
            name="hours"
            value={hours}
            onChange={(value) => {
              setHours(value);
              setErrors({});
            }}
            inputMode="numeric"
            className={forms.field}
          >
            <Label className={forms.label}>{s.hoursLabel}</Label>
            <Input className={cx(forms.input, styles.numberInput)} autoComplete="off" />
            <Text slot="description" className={forms.hint}>
              {s.hoursHint}
            </Text>
            <FieldError className={forms.fieldError} />
          </TextField>
        ) : null}
        <Select name="scope" value={scope} onChange={(key) => key !== null && setScope(String(key))} className={forms.field}>
          <Label className={forms.label}>{s.scopeLabel}</Label>
          <Button className={styles.selectButton}>
            <SelectValue />
            <span aria-hidden="true">▾</span>
          </Button>
          <Popover className={styles.popover}>
            <ListBox className={styles.listBox}>
              <ListBoxItem id={SITE} className={styles.option}>
                {s.scopeSiteWide}
              </ListBoxItem>
              {communities.map((community) => (
                <ListBoxItem key={community.id} id={community.id} className={styles.option}>
                  {community.name}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
        <ReasonFields
          reasonId={reasonId}
          onReasonChange={(value) => {
            setReasonId(value);
            setErrors({});
          }}
          note={note}
          onNoteChange={setNote}
          texts={{ reason: s.reasonLabel, note: s.noteLabel, reasonsFailed: s.reasonsFailed }}
        />
        <div className={forms.field}>
          <Checkbox name="removeWriting" isSelected={removeWriting} onChange={setRemoveWriting} className={admin.checkboxRow}>
            <span className={admin.checkboxBox} aria-hidden="true" />
            {s.removeWritingLabel}
          </Checkbox>
          <p className={forms.hint}>{s.removeWritingHint}</p>
        </div>
        <div className={forms.actions}>
          <Button type="submit" className={kind === "ban" ? forms.dangerButton : forms.button} isDisabled={sanction.isPending}>
            {sanction.isPending ? s.applying : s.apply[kind]}
          </Button>
        </div>
      </Form>
      <ModalOverlay isOpen={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)} isDismissable className={shared.modalOverlay}>
        <Modal className={shared.modal}>
          <Dialog role="alertdialog" className={cx(admin.dialog, part("member-standing", "confirm"))}>
            {({ close }) =>
              confirming ? (
                <>
                  <Heading slot="title" className={admin.dialogTitle}>
                    {confirming.kind === "ban" ? s.confirmBanTitle(username) : s.confirmRemoveTitle(username)}
                  </Heading>
                  {confirming.kind === "ban" ? <p className={admin.text}>{s.confirmBanText(where)}</p> : null}
                  {confirming.removeWriting ? <p className={admin.text}>{s.confirmRemoveText}</p> : null}
                  <div className={forms.actions}>
                    <Button className={forms.dangerButton} isDisabled={sanction.isPending} onPress={() => send(confirming)}>
                      {sanction.isPending
                        ? s.applying
                        : confirming.kind === "ban"
                          ? confirming.removeWriting
                            ? s.confirmBanAndRemove
                            : s.confirmBan
                          : s.confirmSuspendAndRemove}
                    </Button>
                    <Button className={forms.secondaryButton} onPress={close}>
                      {s.cancel}
                    </Button>
                  </div>
                </>
              ) : null
            }
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
