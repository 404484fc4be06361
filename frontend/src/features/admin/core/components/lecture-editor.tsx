import { CKEditor } from '@ckeditor/ckeditor5-react';
import {
  AutoLink,
  Bold,
  ClassicEditor,
  Essentials,
  FontColor,
  Heading,
  Highlight,
  ImageBlock,
  ImageCaption,
  ImageTextAlternative,
  ImageToolbar,
  ImageUpload,
  Italic,
  Link,
  List,
  Paragraph,
  Strikethrough,
  Table,
  TableToolbar,
} from 'ckeditor5';
import type { EditorConfig } from 'ckeditor5';
import koTranslations from 'ckeditor5/translations/ko.js';
import { koAdmin } from '@/copy/ko-admin';
import 'ckeditor5/ckeditor5.css';
import './lecture-editor.css';
import { EDITOR_COLOURS } from '@shared/html/editor-colours';
import { ContentUploads } from './content-upload-adapter';

/*
 * The content editor of lectures and notices. This module (CKEditor, its CSS and translations)
 * is loaded with React.lazy by LazyEditorField only, so no public page downloads it.
 *
 * Spec §9 asks for an undo history of 100 steps and a 500 ms new-group delay, and a 100 ms
 * tooltip delay: CKEditor 5 has no such options (its undo stack is unbounded and steps are cut
 * by `typing.undoStep`, characters per step, default 20; its tooltip delay is fixed), so the
 * editor keeps CKEditor's own behaviour there.
 */

const t = koAdmin.editor;

/**
 * The values the server's sanitizer keeps (src/common/html/sanitize-lecture-html.ts): the
 * accessible hex values of EDITOR_COLOURS for the font colour, the marker-* classes for the
 * highlight, http(s)/mailto/tel links, plain tables, and block pictures uploaded to our own
 * contentFiles (no picture by address: the sanitiser would drop it), with 대체 문구 and caption.
 */
const config: EditorConfig = {
  licenseKey: 'GPL',
  language: 'ko',
  translations: [koTranslations],
  label: t.label,
  placeholder: koAdmin.form.editorPlaceholder,
  plugins: [
    Essentials,
    Paragraph,
    Heading,
    Bold,
    Italic,
    Strikethrough,
    List,
    FontColor,
    Highlight,
    Link,
    AutoLink,
    Table,
    TableToolbar,
    ImageBlock,
    ImageCaption,
    ImageToolbar,
    ImageTextAlternative,
    ImageUpload,
    ContentUploads,
  ],
  toolbar: {
    items: [
      'heading',
      '|',
      'bold',
      'italic',
      'strikethrough',
      '|',
      'bulletedList',
      'numberedList',
      '|',
      'fontColor',
      'highlight',
      '|',
      'link',
      'insertTable',
      'uploadImage',
      '|',
      'undo',
      'redo',
    ],
    // On a phone the toolbar wraps onto more lines instead of hiding buttons behind 더보기.
    shouldNotGroupWhenFull: true,
  },
  heading: {
    // Written as <h2>/<h3>: the public detail page already has the page's <h1>.
    options: [
      { model: 'paragraph', title: t.headings.paragraph, class: 'ck-heading_paragraph' },
      { model: 'heading1', view: 'h2', title: t.headings.heading1, class: 'ck-heading_heading1' },
      { model: 'heading2', view: 'h3', title: t.headings.heading2, class: 'ck-heading_heading2' },
    ],
  },
  link: {
    // "example.com" typed without a scheme becomes https://example.com; others are refused.
    defaultProtocol: 'https://',
    allowedProtocols: ['https?', 'mailto', 'tel'],
    addTargetToExternalLinks: true,
  },
  table: {
    contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'],
    // A new table starts with a header row (<th>), as a timetable or a price list has.
    defaultHeadings: { rows: 1 },
  },
  image: {
    toolbar: ['imageTextAlternative', 'toggleImageCaption'],
    // What the server accepts (src/uploads/image-sniff.ts); SVG is refused there too.
    upload: { types: ['png', 'jpeg', 'gif', 'webp'] },
  },
  fontColor: {
    colors: [
      { color: EDITOR_COLOURS.black, label: t.colors.black },
      { color: EDITOR_COLOURS.blue, label: t.colors.blue },
      { color: EDITOR_COLOURS.red, label: t.colors.red },
      { color: EDITOR_COLOURS.green, label: t.colors.green },
      { color: EDITOR_COLOURS.yellow, label: t.colors.yellow, hasBorder: true },
    ],
    columns: 5,
    colorPicker: false,
    documentColors: 0,
  },
  highlight: {
    // The dropdown adds its own "remove highlight" (none) entry.
    options: [
      {
        model: 'yellowMarker',
        class: 'marker-yellow',
        title: t.markers.yellow,
        color: 'var(--ck-content-highlight-marker-yellow)',
        type: 'marker',
      },
      {
        model: 'blueMarker',
        class: 'marker-blue',
        title: t.markers.blue,
        color: 'var(--ck-content-highlight-marker-blue)',
        type: 'marker',
      },
      {
        model: 'pinkMarker',
        class: 'marker-pink',
        title: t.markers.pink,
        color: 'var(--ck-content-highlight-marker-pink)',
        type: 'marker',
      },
      {
        model: 'greenMarker',
        class: 'marker-green',
        title: t.markers.green,
        color: 'var(--ck-content-highlight-marker-green)',
        type: 'marker',
      },
    ],
  },
};

export type LectureEditorProps = {
  /** The HTML the editor starts with (read once, when it is created). */
  initialHtml: string;
  /** The editor's own rendering of `initialHtml`, once it is ready: the baseline of the diff. */
  onReady?: (html: string) => void;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** id of the visible label, for the wrapper's group name. */
  labelledBy: string;
  /** id of a message about the text (the server refused it), for the group's description. */
  describedBy?: string;
};

export function LectureEditor({
  initialHtml,
  onReady,
  onChange,
  disabled = false,
  labelledBy,
  describedBy,
}: LectureEditorProps) {
  return (
    <div
      className="lecture-editor"
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <CKEditor
        editor={ClassicEditor}
        config={config}
        data={initialHtml}
        disabled={disabled}
        onReady={(editor) => onReady?.(editor.getData())}
        onChange={(_event, editor) => onChange(editor.getData())}
      />
    </div>
  );
}
