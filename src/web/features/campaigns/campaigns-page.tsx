import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Editor } from "@tiptap/react";
import { useRef, useState } from "react";
import { campaignsCopy as copy } from "~/shared/copy/campaigns";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Field } from "~/web/components/ui/field";
import { ApiError } from "~/web/lib/api-client";
import {
  campaignsQueryOptions,
  countRecipients,
  saveTemplate,
  startCampaign,
  templatesQueryOptions,
  type Template,
} from "./api";
import { CampaignHistory } from "./campaign-history";
import { RichTextEditor } from "./rich-text-editor";

type Notice = { tone: "success" | "error"; text: string } | null;

/** /dashboard/marketing: compose, keep templates, send to every customer and follow the send. */
export function CampaignsPage() {
  const queryClient = useQueryClient();
  const editor = useRef<Editor | null>(null);
  const [subject, setSubject] = useState("");
  const [content, setContent] = useState("");
  const [templateName, setTemplateName] = useState("");
  const [showTemplates, setShowTemplates] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [confirmCount, setConfirmCount] = useState<number | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const templates = useQuery({ ...templatesQueryOptions(), enabled: showTemplates });
  const { data: campaigns } = useQuery(campaignsQueryOptions());
  const current = campaigns?.find((campaign) => campaign.id === campaignId) ?? null;

  const error = (text: string | null) => setNotice(text ? { tone: "error", text } : null);

  async function save(replace: boolean) {
    if (!templateName.trim() || !subject.trim() || !content) {
      error(copy.templates.incomplete);
      return;
    }
    setBusy(true);
    try {
      await saveTemplate({ name: templateName, subject, content, overwrite: replace });
      setNotice({ tone: "success", text: copy.templates.saved });
      setOverwrite(false);
      await queryClient.invalidateQueries({ queryKey: ["campaigns", "templates"] });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setOverwrite(true);
      else error(copy.templates.saveError);
    } finally {
      setBusy(false);
    }
  }

  function applyTemplate(template: Template) {
    setSubject(template.subject);
    setTemplateName(template.name);
    setContent(template.content);
    editor.current?.commands.setContent(template.content);
    setShowTemplates(false);
  }

  async function askToSend() {
    if (!subject.trim() || !content) {
      error(copy.send.incomplete);
      return;
    }
    try {
      setConfirmCount((await countRecipients()).count);
    } catch (failure) {
      error(sendError(failure));
    }
  }

  async function send() {
    setConfirmCount(null);
    setBusy(true);
    try {
      const started = await startCampaign({ subject, content });
      setCampaignId(started.id);
      setNotice(null);
      await queryClient.invalidateQueries({ queryKey: ["campaigns", "campaigns"] });
    } catch (failure) {
      error(sendError(failure));
    } finally {
      setBusy(false);
    }
  }

  const finished = current?.status === "done";
  const result =
    current && finished
      ? current.failed > 0
        ? { tone: "error" as const, text: copy.send.partial(current.sent, current.failed) }
        : { tone: "success" as const, text: copy.send.success(current.sent) }
      : null;
  const shown = result ?? notice;

  return (
    <div className="space-y-6">
      {shown && <Alert tone={shown.tone}>{shown.text}</Alert>}
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
          maxLength={200}
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
            maxLength={80}
            onChange={(event) => setTemplateName(event.target.value)}
          />
          <Button variant="secondary" disabled={busy} onClick={() => void save(false)}>
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
            disabled={busy || (current !== null && !finished)}
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
        onConfirm={() => void send()}
        onCancel={() => setConfirmCount(null)}
      >
        {confirmCount !== null && copy.send.confirmText(confirmCount)}
      </ConfirmDialog>
      <ConfirmDialog
        open={overwrite}
        title={copy.templates.overwriteTitle(templateName.trim())}
        confirmLabel={copy.templates.overwrite}
        cancelLabel={copy.templates.cancel}
        onConfirm={() => void save(true)}
        onCancel={() => setOverwrite(false)}
      >
        {copy.templates.overwriteText}
      </ConfirmDialog>
    </div>
  );
}

function sendError(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 401) return copy.send.unauthenticated;
  if (failure instanceof ApiError && failure.status === 403) return copy.send.forbidden;
  return copy.send.error;
}
