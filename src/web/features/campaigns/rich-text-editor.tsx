import { Color, FontSize, TextStyle } from "@tiptap/extension-text-style";
import { Image } from "@tiptap/extension-image";
import TextAlign from "@tiptap/extension-text-align";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
} from "lucide-react";
import { Fragment, useRef } from "react";
import { campaignsCopy } from "~/shared/copy/campaigns";
import { inputBaseClasses } from "~/web/components/ui/field";
import { useUploadImage } from "./api";
import { fontSizes, isAllowedLink } from "./font-sizes";

const copy = campaignsCopy.toolbar;

function ToolButton(props: {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
}) {
  const Icon = props.icon;
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.active ?? false}
      disabled={props.disabled}
      // A mouse click keeps the caret in the editor: typing goes on where it was.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
      className={`inline-flex size-9 items-center justify-center rounded-lg ${props.active ? "bg-brand-100 text-brand-800" : "text-slate-700 hover:bg-slate-100"} disabled:opacity-50`}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

type Chain = ReturnType<Editor["chain"]>;

interface FormatButton {
  label: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  apply: (chain: Chain) => Chain;
}

/** A button that turns a mark or a block of its own name on and off. */
const toggle = (
  label: string,
  icon: LucideIcon,
  name: string,
  apply: (chain: Chain) => Chain,
): FormatButton => ({ label, icon, isActive: (editor) => editor.isActive(name), apply });

/** The toolbar's formatting buttons, in their groups (a rule stands between groups). */
const formatGroups: FormatButton[][] = [
  [
    toggle(copy.bold, Bold, "bold", (chain) => chain.toggleBold()),
    toggle(copy.italic, Italic, "italic", (chain) => chain.toggleItalic()),
  ],
  (["left", "center", "right"] as const).map((textAlign) => ({
    label: { left: copy.alignLeft, center: copy.alignCenter, right: copy.alignRight }[textAlign],
    icon: { left: AlignLeft, center: AlignCenter, right: AlignRight }[textAlign],
    isActive: (editor: Editor) => editor.isActive({ textAlign }),
    apply: (chain: Chain) => chain.setTextAlign(textAlign),
  })),
  [
    toggle(copy.bulletList, List, "bulletList", (chain) => chain.toggleBulletList()),
    toggle(copy.orderedList, ListOrdered, "orderedList", (chain) => chain.toggleOrderedList()),
  ],
];

function Toolbar({
  editor,
  onError,
}: {
  editor: Editor;
  onError: (message: string | null) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const chain = () => editor.chain().focus();
  const currentSize = (editor.getAttributes("textStyle").fontSize as string | undefined) ?? "16px";

  function insertLink() {
    const url = window.prompt(copy.linkPrompt, editor.getAttributes("link").href ?? "https://");
    if (url === null) return;
    if (!isAllowedLink(url)) {
      onError(copy.invalidLink);
      return;
    }
    onError(null);
    chain().extendMarkRange("link").setLink({ href: url.trim() }).run();
  }

  function insertImage(file: File | undefined) {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (src) => {
        chain().setImage({ src, alt: "" }).run();
        onError(null);
      },
      onError: () => onError(campaignsCopy.imageError),
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = "";
      },
    });
  }

  return (
    <div
      role="toolbar"
      aria-label={copy.label}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 p-2"
    >
      {formatGroups.map((group, index) => (
        <Fragment key={index}>
          {group.map((tool) => (
            <ToolButton
              key={tool.label}
              label={tool.label}
              icon={tool.icon}
              active={tool.isActive(editor)}
              onClick={() => tool.apply(chain()).run()}
            />
          ))}
          <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden />
        </Fragment>
      ))}
      <select
        aria-label={copy.fontSize}
        value={currentSize}
        onChange={(event) => chain().setFontSize(event.target.value).run()}
        className={`${inputBaseClasses} w-32 text-sm`}
      >
        {fontSizes.map((size) => (
          <option key={size.key} value={size.px}>
            {copy.sizes[size.key]}
          </option>
        ))}
      </select>
      <label
        className="inline-flex size-9 cursor-pointer items-center justify-center rounded-lg hover:bg-slate-100"
        title={copy.color}
      >
        <span className="sr-only">{copy.color}</span>
        <input
          type="color"
          aria-label={copy.color}
          value={(editor.getAttributes("textStyle").color as string | undefined) ?? "#1e293b"}
          onChange={(event) => chain().setColor(event.target.value).run()}
          className="size-6 cursor-pointer rounded border-0 bg-transparent p-0"
        />
      </label>
      <ToolButton
        label={copy.link}
        icon={Link2}
        active={editor.isActive("link")}
        onClick={insertLink}
      />
      <ToolButton
        label={upload.isPending ? copy.uploadingImage : copy.image}
        icon={ImagePlus}
        disabled={upload.isPending}
        onClick={() => fileInput.current?.click()}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="sr-only"
        aria-label={copy.imageFile}
        tabIndex={-1}
        onChange={(event) => insertImage(event.target.files?.[0])}
      />
    </div>
  );
}

/** Tiptap with the product's tools (product §2); the HTML goes to the server, which sanitises it again. */
export function RichTextEditor(props: {
  label: string;
  content: string;
  onChange: (html: string) => void;
  onError: (message: string | null) => void;
  editorRef?: (editor: Editor | null) => void;
}) {
  const editor = useEditor({
    immediatelyRender: false,
    // The toolbar shows what is active at the cursor.
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        code: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["mailto"],
          defaultProtocol: "https",
        },
      }),
      TextAlign.configure({ types: ["paragraph"] }),
      TextStyle,
      FontSize,
      Color,
      Image,
    ],
    content: props.content,
    onUpdate: ({ editor: current }) => props.onChange(current.isEmpty ? "" : current.getHTML()),
    onCreate: ({ editor: current }) => props.editorRef?.(current),
    onDestroy: () => props.editorRef?.(null),
    editorProps: {
      attributes: {
        "aria-label": props.label,
        role: "textbox",
        "aria-multiline": "true",
        class: "email-editor min-h-[300px] px-4 py-3 focus:outline-none",
      },
    },
  });
  return (
    <div className="rounded-xl bg-white ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-brand-600">
      {editor && <Toolbar editor={editor} onError={props.onError} />}
      <EditorContent editor={editor} />
    </div>
  );
}
