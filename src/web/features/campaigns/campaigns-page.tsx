import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Editor } from "@tiptap/react";
import { useRef, useState } from "react";
import { campaignsCopy as copy } from "~/shared/copy/campaigns";
import { campaignSendSchema, templateSchema } from "~/shared/campaigns/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Field } from "~/web/components/ui/field";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { hasCode } from "~/web/lib/error-message";
import { maxLengthOf } from "~/web/lib/schema-limits";
import {
  campaignsQueryOptions,
  recipientCountQueryOptions,
  templatesQueryOptions,
  useSaveTemplate,
  useStartCampaign,
  type Template,
} from "./api";
import { CampaignHistory } from "./campaign-history";
import { RichTextEditor } from "./rich-text-editor";

/** Sending needs a session and the right to send (product §8's words for each). */
const sendErrors = {
  UNAUTHENTICATED: copy.send.unauthenticated,
  FORBIDDEN: copy.send.forbidden,
  fallback: copy.send.error,
};

/** /dashboard/marketing: compose, keep templates, send to every customer and follow the send. */
export function CampaignsPage() {
  const queryClient = useQueryClient();
  const editor = useRef<Editor | null>(null);
  const [subject, setSubject] = useState("");
  const [content, setContent] = useState("");
  const [templateName, setTemplateName] = useState("");
  const [showTemplates, setShowTemplates] = useState(false);
  const notice = useOutcome();
  const [overwrite, setOverwrite] = useState(false);
  const [confirmCount, setConfirmCount] = useState<number | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const saveTemplate = useSaveTemplate();
  const startCampaign = useStartCampaign();
  const templates = useQuery({ ...templatesQueryOptions(), enabled: showTemplates });
  const { data: campaigns } = useQuery(campaignsQueryOptions());
  const current = campaigns?.find((campaign) => campaign.id === campaignId) ?? null;

  const error = (text: string | null) => notice.show(text ? { tone: "error", text } : null);

  /** The shared schema's verdict, in its own words ('completa todos los campos'…). */
  function invalid(parsed: { success: boolean; error?: { issues: { message: string }[] } }) {
    if (parsed.success) return false;
    error(parsed.error?.issues[0]?.message ?? null);
    return true;
  }

  function save(replace: boolean) {
    const template = { name: templateName, subject, content, overwrite: replace };
    if (invalid(templateSchema.safeParse(template))) return;
    saveTemplate.mutate(template, {
      onSuccess: () => {
        setOverwrite(false);
        notice.succeed(copy.templates.saved);
      },
      // A template of that name exists: ask before replacing it.
      onError: (failure) =>
        hasCode(failure, "CONFLICT")
          ? setOverwrite(true)
          : notice.fail(failure, { fallback: copy.templates.saveError }),
    });
  }

  function applyTemplate(template: Template) {
    setSubject(template.subject);
    setTemplateName(template.name);
    setContent(template.content);
    editor.current?.commands.setContent(template.content);
    setShowTemplates(false);
  }

  async function askToSend() {
    if (invalid(campaignSendSchema.safeParse({ subject, content }))) return;
    try {
      setConfirmCount((await queryClient.fetchQuery(recipientCountQueryOptions())).count);
    } catch (failure) {
      notice.fail(failure, sendErrors);
    }
  }

  function send() {
    setConfirmCount(null);
    startCampaign.mutate(
      { subject, content },
      {
        onSuccess: (started) => {
          setCampaignId(started.id);
          notice.show(null);
        },
        onError: (failure) => notice.fail(failure, sendErrors),
      },
    );
  }

  const finished = current?.status === "done";
  const result =
    current && finished
      ? current.failed > 0
        ? { tone: "error" as const, text: copy.send.partial(current.sent, current.failed) }
        : { tone: "success" as const, text: copy.send.success(current.sent) }
      : null;

  return (
    <div className="space-y-6">
      <Alert outcome={result ?? notice.outcome} />
      {current && !finished && (
        <div className="space-y-2" data-testid="send-progress">
          <p className="text-sm text-slate-600">
            {copy.send.progress(current.sent + current.failed, current.total)}
          </p>
          <div
            role="progressbar"
            aria-label={copy.send.progress(current.sent + current.failed, current.total)}
            aria-valuemin={0}
            aria-valuemax={current.total}
            aria-valuenow={current.sent + current.failed}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{
                width: `${current.total ? ((current.sent + current.failed) / current.total) * 100 : 100}%`,
              }}
            />
          </div>
        </div>
      )}
      <section className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <Field
          label={copy.subject}
          value={subject}
          maxLength={maxLengthOf(campaignSendSchema.shape.subject)}
          onChange={(event) => setSubject(event.target.value)}
        />
        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-800">{copy.body}</p>
          <RichTextEditor
            label={copy.body}
            content={content}
            onChange={setContent}
            onError={error}
            editorRef={(instance) => (editor.current = instance)}
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field
            className="flex-1"
            label={copy.templates.name}
            value={templateName}
            maxLength={maxLengthOf(templateSchema.shape.name)}
            onChange={(event) => setTemplateName(event.target.value)}
          />
          <Button variant="secondary" disabled={saveTemplate.isPending} onClick={() => save(false)}>
            {copy.templates.save}
          </Button>
          <Button variant="secondary" onClick={() => setShowTemplates((open) => !open)}>
            {showTemplates ? copy.templates.hide : copy.templates.load}
          </Button>
        </div>
        {showTemplates && (
          <div>
            {templates.isError && <Alert tone="error">{copy.templates.loadError}</Alert>}
            {templates.data?.length === 0 && (
              <p className="text-sm text-slate-500">{copy.templates.empty}</p>
            )}
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {templates.data?.map((template) => (
                <button
                  key={template.id}
                  type="button"
                  onClick={() => applyTemplate(template)}
                  className="rounded-xl p-4 text-left ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-300"
                >
                  {/* Named by its visible text, with what it does before it for screen
                      readers: an aria-label would hide the text (axe:
                      label-content-name-mismatch). */}
                  <span className="sr-only">{copy.templates.use} </span>
                  <span className="block font-semibold break-words text-slate-900">
                    {template.name}
                  </span>
                  <span className="block truncate text-sm text-slate-600">{template.subject}</span>
                </button>
              ))}
            </div>
          </div>
        )}
        <div className="border-t border-slate-100 pt-4">
          <Button
            size="lg"
            disabled={startCampaign.isPending || (current !== null && !finished)}
            onClick={() => void askToSend()}
          >
            {copy.send.button}
          </Button>
        </div>
      </section>
      <CampaignHistory />
      <ConfirmDialog
        open={confirmCount !== null}
        title={copy.send.confirmTitle}
        confirmLabel={copy.send.confirm}
        cancelLabel={copy.send.cancel}
        onConfirm={send}
        onCancel={() => setConfirmCount(null)}
      >
        {confirmCount !== null && copy.send.confirmText(confirmCount)}
      </ConfirmDialog>
      <ConfirmDialog
        open={overwrite}
        title={copy.templates.overwriteTitle(templateName.trim())}
        confirmLabel={copy.templates.overwrite}
        cancelLabel={copy.templates.cancel}
        onConfirm={() => save(true)}
        onCancel={() => setOverwrite(false)}
      >
        {copy.templates.overwriteText}
      </ConfirmDialog>
    </div>
  );
}
