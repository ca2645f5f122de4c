/**
 * The design system's shared pieces. What this file exports can reach every page that imports from
 * '@/ui' (styled components are kept by the bundler), so a large piece that one tool uses is imported
 * by its own path instead: '@/ui/Combobox'.
 */
export { Button, IconButton, type ButtonProps } from './Button';
export { TextArea, type TextAreaProps } from './TextArea';
export { OutputArea } from './OutputArea';
export { TextInputPanel, type TextInputPanelProps, type TextUpload } from './TextInputPanel';
export { CodeEditor, type CodeEditorControl, type CodeEditorProps } from './CodeEditor';
export { CodeOutput, type CodeOutputProps } from './CodeOutput';
export type { EditorLanguage, EditorMark, EditorPalette, LineDecorator, LineLook, LineMark } from './editor/types';
export { TextOutputPanel, type TextOutputPanelProps } from './TextOutputPanel';
export { LargeText, LARGE_INPUT } from './LargeText';
export { CopyButton, COPY_CONFIRM_MS } from './CopyButton';
export { DownloadButton } from './DownloadButton';
export { OpenInMenu } from './OpenInMenu';
export { PasteButton } from './PasteButton';
export { FileDrop, checkFile } from './FileDrop';
export { FileSummary, type FileFacts, type FileSummaryProps } from './FileSummary';
export { Tabs, TabPanel, type TabItem } from './Tabs';
export { Select, SelectBox, type SelectOption } from './Select';
export { ChoiceGroup, choiceLayout, type Choice, type ChoiceLayout } from './ChoiceGroup';
export { Switch } from './Switch';
export { ProgressBar } from './ProgressBar';
export { Spinner } from './Spinner';
export { Badge } from './Badge';
export { Alert } from './Alert';
export { Card } from './Card';
export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export { CodeView, indexRows, LINE_HEIGHT, type CodeColors, type CodeRow } from './CodeView';
export { VirtualRows, viewHeight, ROW_HEIGHT } from './VirtualRows';
export { OptionsForm } from './OptionsForm';
export { Stack, Toolbar, TwoColumns, Muted, Label, Input, List, Facts, Checkerboard } from './layout';
export { TextField, type TextFieldProps } from './TextField';
export { PillLink, PillList } from './PillLink';
export { Accordion, type AccordionItem, type AccordionProps } from './Accordion';
export { usePalette, useSiteMode } from './usePalette';
export { ExampleButton } from './ExampleButton';
export { StaleOutput, STALE_MESSAGE } from './StaleOutput';
export { WaitingNotice, waitingText } from './WaitingNotice';
export { ShareLink, SHARE_MESSAGES } from './ShareLink';
