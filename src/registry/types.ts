import type { ComponentType } from 'react';
import type { ContentKind } from '@/lib/kinds';
import type { ToolOptions } from '@/lib/toolOptions';
import type { GroupId } from './groups';
import type { UseCaseId } from './useCases';

export type { GroupId, ToolGroup } from './groups';
export type { UseCaseId } from './useCases';
export type { ContentKind } from '@/lib/kinds';
/** The option types live in src/lib/toolOptions, which src/lib's own hooks share. */
export type { JsonSchema, OptionsInput, OptionValues, ToolOptions } from '@/lib/toolOptions';

/**
 * A tool's options, declared once in its `options.ts` (schema, uiSchema, defaults and the value
 * type derived from the schema): the manifest carries them and the tool passes them to
 * `useToolOptions`, which returns values of that type.
 */
export function defineOptions<T extends Record<string, unknown>>(spec: ToolOptions<T>): ToolOptions<T> {
  return spec;
}

export interface ToolSeo {
  title: string;
  description: string;
  keywords: string[];
}

/** A device a tool's page may ask for (see `devices`). */
export type ToolDevice = 'camera';

export interface ToolManifest {
  /** kebab-case, equals the folder name */
  id: string;
  name: string;
  description: string;
  group: GroupId;
  /** Other group pages that also list this tool (e.g. Base64 to Image on the Encoding page). */
  alsoIn?: GroupId[];
  /** canonical route */
  path: string;
  /**
   * routes that redirect (replace) to path, keeping query and hash; an alias that names a direction
   * or a format (`/convert/json-yaml`) opens the tool with the settings that select it
   */
  aliases?: ToolAlias[];
  /** place inside its group */
  order: number;
  popular?: boolean;
  /** place on the not-found quick-access strip */
  quickAccess?: number;
  /** any lucide icon, by its name on lucide.dev (e.g. 'file-json'); the build rejects unknown names */
  icon: string;
  keywords: string[];
  features: string[];
  seo: ToolSeo;
  options?: ToolOptions;
  /** false: the tool builds its own share link, so the page shows no Copy link for its settings */
  shareLink?: false;
  /** the tool the home page's picker opens with (at most one tool sets it) */
  pickerDefault?: boolean;
  /** the home page's use-case cards that list this tool */
  useCases?: UseCaseId[];
  /** a short account of the tool in use, shown among the home page's testimonials */
  testimonial?: ToolTestimonial;
  /**
   * What the tool sends over the network, for tools that do. The privacy policy and the terms list
   * these tools; a tool without it keeps everything in the browser.
   */
  network?: string;
  /**
   * The devices the tool's page may ask the browser for (the QR reader's camera). Its page's
   * Permissions-Policy header lets the site itself use them; every other page keeps them off.
   */
  devices?: ToolDevice[];
  /** questions about this tool, answered on the FAQ page under Technical */
  faq?: ToolFaq[];
  /** the inputs another tool's output can fill: its output panel offers "Open in" this tool */
  accepts?: ToolAccept[];
  /** the kinds of text the tool's output can be; the output panel offers the tools that accept it */
  produces?: ContentKind[];
  /**
   * The input fields that hold secrets (a token, a key, a password): kept in the page's memory
   * only, never stored or put in a share link. A secret is never an option: options are remembered.
   */
  secrets?: ToolSecret[];
  /**
   * The input fields a share link carries even without "Include input": text that says what the
   * tool does rather than the data it works on (a regex pattern). Never a secret.
   */
  linkFields?: ToolLinkField[];
}

/** An input field every share link carries, and how the share dialog names it when it is too large. */
export interface ToolLinkField {
  field: string;
  /** lower case, read after "the": 'pattern' */
  label: string;
}

/** An input field that holds a secret, and how the share dialog names it when it leaves it out. */
export interface ToolSecret {
  field: string;
  /** lower case, read after "the": 'token', 'verification key' */
  label: string;
}

/** A path that redirects to the tool: plain, or with the settings the tool opens with, kept in the link. */
export type ToolAlias = string | { path: string; settings: Record<string, string> };

/** The path an alias answers at. */
export function aliasPath(alias: ToolAlias): string {
  return typeof alias === 'string' ? alias : alias.path;
}

/**
 * Where an alias leads: the canonical path, with the alias's settings as the query. The visitor's own
 * query is appended after them (`withQuery`), as every host does it.
 */
export function aliasTarget(path: string, alias: ToolAlias): string {
  if (typeof alias === 'string') return path;
  const query = new URLSearchParams(alias.settings).toString();
  return query ? `${path}?${query}` : path;
}

/** A redirect target with the request's query after its own: `/a?to=yaml` + `?x=1` → `/a?to=yaml&x=1`. */
export function withQuery(target: string, search: string): string {
  const extra = search.replace(/^\?/, '');
  if (!extra) return target;
  return target + (target.includes('?') ? '&' : '?') + extra;
}

/** An input of the tool that another tool's output can fill, and how the tool opens for it. */
export interface ToolAccept {
  kinds: ContentKind[];
  /** the input field filled; the tool's main input unless said */
  field?: string;
  /** where the text goes, when the tool takes text in more than one place ('as the original') */
  as?: string;
  /** settings the tool opens with, as its share link would carry them (a direction, a target) */
  settings?: Record<string, string>;
  /**
   * Other input fields, by name, filled where they are blank, so the text shows at once (a query that gives the
   * whole document); what the visitor wrote there before is kept.
   */
  fields?: Record<string, string>;
}

export interface ToolFaq {
  /** unique on the FAQ page */
  id: string;
  question: string;
  answer: string[];
}

export interface ToolTestimonial {
  quote: string;
  role: string;
  context: string;
}

export interface ToolProps {
  manifest: ToolManifest;
  /** true when the tool is embedded (tool picker) rather than on its own page */
  embedded?: boolean;
}

/** A tool's screen; `preload` (where the app provides it) loads its chunk ahead of rendering. */
export type ToolComponent = ComponentType<ToolProps> & { preload?: () => Promise<unknown> };

export interface RegisteredTool {
  manifest: ToolManifest;
  folder: string;
  Component: ToolComponent;
  /**
   * Whether a share link can carry the tool's input ("Include input"): not for a generator, whose only input is
   * its options, which every link carries, nor for a tool whose main input is a secret (a token).
   */
  inputTravels: boolean;
}

export function defineTool<const M extends ToolManifest>(manifest: M): M {
  return manifest;
}
